"""Two OCR engines' readings of one page put together: where they agree, and whose word to take."""
