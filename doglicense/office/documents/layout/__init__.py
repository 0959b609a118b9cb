"""A certificate page's layout: labels by their role, a table's columns, a form's boxes."""
