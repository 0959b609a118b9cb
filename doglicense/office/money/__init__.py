"""Money's outcomes: what the office makes of a payment or refund, Stripe's events applied once."""
