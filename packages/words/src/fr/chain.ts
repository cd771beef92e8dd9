import type { ChainFault } from "@bridgelaw/log";
import type { LogLineUnread, Messages } from "../catalog.ts";

/** Pourquoi la chaîne d'un journal scellé ne tient pas (`ChainFault` de `@bridgelaw/log`). */
export const CHAIN: Messages<ChainFault> = {
  SealStripped:
    "l'enregistrement {marker} porte la marque de scellement (« sealed ») mais aucun n'a seq, prev ni hash : le journal a été scellé, puis son sceau retiré",
  NotSealed:
    "{empty, select, true {le journal n'a aucun enregistrement, donc aucun sceau} other {{headExpected, select, true {le journal n'est pas scellé alors qu'une empreinte de tête est attendue} other {le journal n'est pas scellé}}}}",
  SealFieldsMissing:
    "l'enregistrement {record} n'a ni seq, ni prev, ni hash, alors que le journal est scellé",
  MarkerNotFirst:
    "l'enregistrement {record} porte la marque de scellement, que seul le premier enregistrement d'un journal porte",
  MarkerWrong: "l'enregistrement 1 a la marque de scellement {value}, « {expected} » attendu",
  MarkerMissingFirst:
    "l'enregistrement 1 n'a pas de marque de scellement, mais l'enregistrement {marker} en a une",
  SeqWrong:
    "{seq, select, absent {l'enregistrement {record} n'a pas de seq} other {l'enregistrement {record} a seq {seq}, {record} attendu}}",
  PrevWrong:
    "{missing, select, true {l'enregistrement {record} n'a pas de prev} other {{previous, plural, =0 {l'enregistrement {record} a un prev qui n'est pas l'empreinte d'origine (64 zéros)} other {l'enregistrement {record} a un prev qui ne correspond pas à l'empreinte de l'enregistrement {previous}}}}}",
  HashMalformed:
    "{missing, select, true {l'enregistrement {record} n'a pas d'empreinte (hash)} other {l'enregistrement {record} a une empreinte qui n'est pas de 64 chiffres hexadécimaux minuscules}}",
  HashUnreadable: "l'empreinte de l'enregistrement {record} ne peut être calculée : {why}",
  HashMismatch: "l'enregistrement {record} a une empreinte qui ne correspond pas à son contenu",
  AddedAfterHead:
    "l'enregistrement {record} suit la tête attendue (l'empreinte de l'enregistrement {previous}) : {added, plural, one {# enregistrement ajouté} other {# enregistrements ajoutés}} après la prise de la tête",
  CutOff:
    "le journal s'arrête à l'enregistrement {last} mais la tête attendue est celle de l'enregistrement {expected} : {missing, plural, one {# enregistrement manque} other {# enregistrements manquent}} à la fin (coupé), ou le journal a été remplacé",
  LastNotHead:
    "l'empreinte de l'enregistrement {record}, le dernier, n'est pas la tête attendue : le journal a été modifié puis scellé à nouveau, ou remplacé",
  EndNotHead:
    "le journal s'arrête à l'enregistrement {last}, dont l'empreinte n'est pas la tête attendue : des enregistrements ont été coupés à la fin, ou le journal a été scellé à nouveau ou remplacé",
};

/** Une ligne d'un journal qui ne peut être lue (le `problem` de `MalformedLine` de `@bridgelaw/log`). */
export const LINE_PROBLEMS: Messages<LogLineUnread> = {
  LogLineUnread:
    "{problem, select, not_an_object {pas un objet JSON} duplicate_key {une clé donnée deux fois} lone_surrogate {un demi-caractère isolé dans une chaîne} too_deep {une imbrication trop profonde} number_out_of_range {un nombre hors limites} number_not_exact {un entier au-delà de 2^53, qu'un journal ne peut porter exactement} number_not_canonical {un nombre qui n'est pas écrit comme le journal l'écrit} byte_order_mark {une marque d'ordre des octets} other {pas du JSON valide}}",
};
