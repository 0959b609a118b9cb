"""The clerk's desk: the queue, decisions on a record, the register, search, counter redemption."""
