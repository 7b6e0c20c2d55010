// The warranty desk's fixed lists, sent by the ERP in English with stable codes: the problem
// catalogue (a part and a description per problem id) and the PDI checklist (one check per id).
// Read in the user's language by code (decision 0108).
import type { Locale } from '../../domain/locales';
import { erpCodedText, keyPart, type ErpText } from '../portal-text';

export function problemPart(locale: Locale, part: string): ErpText {
  return erpCodedText(locale, `claims.part.${keyPart(part)}`, part);
}

export function problemDescription(locale: Locale, problem: { id: string; description: string }): ErpText {
  return erpCodedText(locale, `claims.problem.${keyPart(problem.id)}`, problem.description);
}

export function checklistItem(locale: Locale, item: { id: string; description: string }): ErpText {
  return erpCodedText(locale, `pdi.check.${keyPart(item.id)}`, item.description);
}
