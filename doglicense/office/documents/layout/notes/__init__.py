"""A record's notes and a message's lines: a rabies shot written in sentences, not in boxes."""
