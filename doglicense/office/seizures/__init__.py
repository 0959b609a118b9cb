"""Seized dogs (R28): the seizure and its notice, the officer's queue, matches, paying online."""
