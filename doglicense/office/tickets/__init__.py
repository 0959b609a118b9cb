"""Appearance tickets: entered by officers, answered by residents, decided by the court."""
