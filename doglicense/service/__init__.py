"""What every channel calls: one step of a resident's conversation, loaded, run and saved."""
