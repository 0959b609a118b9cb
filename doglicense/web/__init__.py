"""One Starlette app: the Telegram and Stripe webhooks, resident forms, the clerk's console."""
