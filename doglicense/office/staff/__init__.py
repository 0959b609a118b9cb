"""Staff: accounts and roles, the brake on password guessing, the hasher, who acted by name."""
