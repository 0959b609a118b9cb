"""Storage: SQLAlchemy 2 models, the one place sessions open, repositories and migrations."""
