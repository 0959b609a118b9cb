"""Owners' and finders' reports (R15, R18-R22): changes of owner, lost meets found, the relay."""
