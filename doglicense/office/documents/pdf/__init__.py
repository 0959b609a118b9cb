"""A PDF's own words: its text layer's runs, boxed where the page shows them."""
