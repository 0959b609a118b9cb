"""A page in another language than English, or in two: its labels read by their English names."""
