"""A form's boxes: what stands in a box beside its value (its number, a species's options)."""
