"""What a resident typed, read as an answer: names, phones, addresses, e-mail, dates."""
