"""Telegram: the python-telegram-bot Application, handlers, keyboards and the outbox sender."""
