"""Residents: sessions, sign-in links, two joined into one, crossing channels, their page."""
