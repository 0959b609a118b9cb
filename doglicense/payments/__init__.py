"""Payments: Stripe Checkout sessions, webhook events, refunds, and payments at the counter."""
