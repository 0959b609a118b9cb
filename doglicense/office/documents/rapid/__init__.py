"""RapidOCR, the second engine: loaded once per image worker, the lines it finds on a page, read."""
