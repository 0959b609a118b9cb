"""A fillable PDF form's typed answers: the values of its text fields and drop-down lists, each
with its box on the page. A form filled in a browser or in Acrobat and saved keeps the answers in
the form's fields, not in the page's text, so the text layer alone holds the labels and never the
dates beside them.
"""

from __future__ import annotations

import ctypes
from typing import Any

Field = tuple[str, list[float]]  # the value, its box on the stored page (left, bottom, right, top)


def filled_fields(form: Any, page: Any) -> list[Field]:
    """The page's filled-in text fields (`form`: the document's pypdfium2 form environment, or
    None where the document has no form); empty ones left out."""
    import pypdfium2.raw as pdfium_c

    if form is None:
        return []
    fields: list[Field] = []
    for index in range(pdfium_c.FPDFPage_GetAnnotCount(page.raw)):
        annot = pdfium_c.FPDFPage_GetAnnot(page.raw, index)
        try:
            if pdfium_c.FPDFAnnot_GetSubtype(annot) != pdfium_c.FPDF_ANNOT_WIDGET:
                continue  # a comment, a link: no form field's box
            kind = pdfium_c.FPDFAnnot_GetFormFieldType(form.raw, annot)
            if kind not in (pdfium_c.FPDF_FORMFIELD_TEXTFIELD, pdfium_c.FPDF_FORMFIELD_COMBOBOX):
                continue  # a tick box, a button, a signature: no typed answer
            text = " ".join(_value(form, annot).split())
            rect = pdfium_c.FS_RECTF()
            if not text or not pdfium_c.FPDFAnnot_GetRect(annot, ctypes.byref(rect)):
                continue
            box = [min(rect.left, rect.right), min(rect.bottom, rect.top)]
            box += [max(rect.left, rect.right), max(rect.bottom, rect.top)]
            fields.append((text, box))
        finally:
            pdfium_c.FPDFPage_CloseAnnot(annot)
    return fields


def _value(form: Any, annot: Any) -> str:
    """The field's value, as pdfium spells it (UTF-16, its length asked first)."""
    import pypdfium2.raw as pdfium_c

    size = pdfium_c.FPDFAnnot_GetFormFieldValue(form.raw, annot, None, 0)
    if size <= 2:
        return ""
    buffer = (ctypes.c_ushort * (size // 2))()
    pdfium_c.FPDFAnnot_GetFormFieldValue(form.raw, annot, buffer, size)
    return bytes(buffer)[: size - 2].decode("utf-16-le", errors="replace")
