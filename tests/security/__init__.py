"""Attacks from outside, as tests: each one failed before its fix."""
