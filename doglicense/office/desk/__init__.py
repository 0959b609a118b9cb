"""The clerk's desk: the queue, a record's decisions, the register, search, checks gathered, redemption at the counter."""
