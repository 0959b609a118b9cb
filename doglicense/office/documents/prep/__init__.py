"""A certificate's picture made ready for OCR: grey, level, rules and stamps taken out."""
