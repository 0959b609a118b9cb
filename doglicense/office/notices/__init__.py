"""What goes out to residents, and when: the outbox delivered, renewal reminders, one job runner."""
