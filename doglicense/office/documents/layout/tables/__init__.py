"""A table told from a form: its row of headings and the columns under them, no box's value."""
