"""Residents: browser sessions, sign-in links, two joined into one, crossing channels, their page, card links."""
