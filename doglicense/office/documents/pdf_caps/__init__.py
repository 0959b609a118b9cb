"""A PDF's bytes measured against the caps before anything draws it (decision 0029)."""
