"""A certificate page's layout: labels by their role or run together, columns, a form's boxes."""
