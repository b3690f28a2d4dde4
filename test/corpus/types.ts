// One labelled corpus item.

export type CorpusKind = 'secret' | 'injection' | 'clean';

export interface CorpusItem {
  id: string;
  kind: CorpusKind;
  /** Secret family, injection family, or kind of hard negative. */
  family: string;
  text: string;
  /** For a generated rule sample: the rule that must fire. */
  rule?: string;
}
