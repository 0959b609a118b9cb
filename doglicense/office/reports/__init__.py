"""The owner's reports (R15, R18-R22) and a finder's: deadlines, changes of owner, lost meets found, the relay."""
