"""A value's figures as a pen or a form's boxes left them: misread letters, a gap, boxes' edges."""
