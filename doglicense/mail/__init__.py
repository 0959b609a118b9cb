"""The e-mail channel: the outbox drained over SMTP when SMTP_HOST is set."""
