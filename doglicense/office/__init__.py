"""The Town's side: a record's life, the clerk's queue, licenses and tags, tickets, reports."""
