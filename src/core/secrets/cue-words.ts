/**
 * The words people write before a secret, one object per language the rules
 * read, each with the same keys, so a language is added by adding its object
 * and a missing word shows beside its neighbours. Each entry is a regular
 * expression source, matched case-insensitively after the scanner folded
 * full-width letters and dropped zero-width characters.
 *
 * - password: the word for a password or passphrase ("Kennwort", "hasło")
 * - pin: a PIN and its local names ("NIP", "Geheimzahl")
 * - code: a code that opens something or proves who you are, named for what
 *   it opens ("door code", "Türcode", "código de verificación"): a bare
 *   "code" names a zip code, a code review, source code, and is no cue
 * - token: an access token or key in the language's own word
 * - recovery: recovery and backup codes
 * - qualifier: the little words between a cue and what it is for
 *   ("password for the NAS", "heslo k wifi", "пароль від wifi"); an elided
 *   article keeps its apostrophe and joins the next word ("d'", "dell'app")
 *
 * The shape table (secrets/shapes.ts) has a row per language with a value of
 * its own and a look-alike that must stay unflagged.
 */

interface CueWords {
  password: string[];
  pin: string[];
  code: string[];
  token: string[];
  recovery: string[];
  qualifier: string[];
}

const DOORS_EN = '(?:door|gate|garage|entry|entrance|building|front door|alarm|keypad|lock|unlock|safe|locker|access|intercom)';

export const CUE_WORDS: Record<string, CueWords> = {
  en: {
    password: ['password', 'passcode', 'passphrase', 'passwd'],
    pin: ['pin', 'pin code', 'pin number'],
    code: [`${DOORS_EN} code`, '(?:verification|confirmation|security|one[- ]time|login|sign[- ]in|sms|2fa|mfa|otp|authentication) code'],
    token: ['token', 'api key', 'access key', 'secret key'],
    recovery: ['recovery codes?', 'backup codes?'],
    qualifier: ['for', 'to', 'of', 'on', 'at'],
  },
  de: {
    password: ['passwort', 'kennwort', 'wlan-schlüssel'],
    pin: ['pin', 'pin-code', 'pin-nummer', 'geheimzahl'],
    code: ['(?:tür|tor|haustür|garagen|alarm|tresor|schließfach|zugangs|eingangs)code', '(?:bestätigungs|verifizierungs|sicherheits|anmelde|einmal)code'],
    token: ['zugangstoken', 'api-schlüssel'],
    recovery: ['wiederherstellungscodes?', 'backup-codes?', 'sicherungscodes?'],
    qualifier: ['für', 'fürs', 'zum', 'zur', 'vom', 'von', 'der', 'des'],
  },
  es: {
    password: ['contraseña', 'contrasena', 'clave'],
    pin: ['pin', 'código pin', 'número pin'],
    code: ['código (?:del? (?:la )?(?:puerta|portal|portón|entrada|alarma|acceso|garaje|caja fuerte))', 'código de (?:verificación|confirmación|seguridad)'],
    token: ['token de acceso', 'clave de api'],
    recovery: ['códigos? de (?:recuperación|respaldo)', 'claves? de recuperación'],
    qualifier: ['de', 'del', 'para'],
  },
  fr: {
    password: ['mot de passe', 'mdp'],
    pin: ['code pin', 'nip', 'code confidentiel'],
    code: ["code (?:de (?:la )?|d')?(?:porte|portail|entrée|immeuble|accès|alarme|garage|coffre|digicode)", 'digicode', 'code de (?:vérification|confirmation|sécurité)'],
    token: ["jeton(?: d'accès)?", "clé d'api"],
    recovery: ['codes? de (?:récupération|secours)', 'clés? de récupération'],
    qualifier: ['de', 'du', 'des', 'pour', "d'"],
  },
  it: {
    password: ['password', "parola d'ordine"],
    pin: ['pin', 'codice pin'],
    code: ['codice (?:del |della |dell\')?(?:portone|porta|cancello|citofono|allarme|accesso|garage|cassaforte)', 'codice di (?:verifica|conferma|sicurezza)'],
    token: ["token di accesso", 'chiave api'],
    recovery: ['codici di (?:recupero|backup)', 'chiav[ei] di recupero'],
    qualifier: ['di', 'del', 'della', 'dello', "dell'", "dall'", "all'", 'per'],
  },
  pt: {
    password: ['senha', 'palavra-passe'],
    pin: ['pin', 'código pin'],
    code: ['código (?:do |da )?(?:portão|porta|prédio|alarme|acesso|garagem|cofre)', 'código de (?:verificação|confirmação|segurança)'],
    token: ['token de acesso', 'chave de api'],
    recovery: ['códigos? de (?:recuperação|backup)', 'chaves? de recuperação'],
    qualifier: ['de', 'do', 'da', 'dos', 'das', 'para'],
  },
  nl: {
    password: ['wachtwoord'],
    pin: ['pin', 'pincode'],
    code: ['(?:deur|poort|alarm|toegangs|garage|kluis)code', '(?:verificatie|bevestigings|beveiligings)code'],
    token: ['toegangstoken'],
    recovery: ['herstelcodes?', 'back-?upcodes?', 'herstelsleutels?'],
    qualifier: ['voor', 'van'],
  },
  pl: {
    password: ['hasło', 'haslo'],
    pin: ['pin', 'kod pin'],
    code: ['kod (?:do |od )?(?:drzwi|bramy|domofonu|furtki|alarmu|sejfu|garażu)', 'kod (?:weryfikacyjny|potwierdzający|dostępu|bezpieczeństwa|sms)'],
    token: ['token dostępu', 'klucz api'],
    recovery: ['kody? (?:zapasowe|odzyskiwania)', 'klucze? odzyskiwania'],
    qualifier: ['do', 'od', 'dla', 'na'],
  },
  cs: {
    password: ['heslo'],
    pin: ['pin', 'pin kód'],
    code: ['kód (?:od |ke |k |do )?(?:dveří|brány|vrat|domu|alarmu|trezoru|garáže)', '(?:ověřovací|potvrzovací|bezpečnostní|přístupový) kód'],
    token: ['přístupový token', 'klíč api'],
    recovery: ['záložní kódy?', 'kódy? pro obnovení'],
    qualifier: ['k', 'ke', 'na', 'do', 'od', 'pro'],
  },
  uk: {
    password: ['пароль', 'паролю', 'пароля'],
    pin: ['pin-код', 'пін-код', 'пін', 'пін код'],
    code: ['код (?:від |до )?(?:дверей|домофону|воріт|під\'їзду|сигналізації|сейфа)', 'код (?:підтвердження|доступу|перевірки)'],
    token: ['токен', 'ключ api'],
    recovery: ['резервні коди', 'коди відновлення'],
    qualifier: ['від', 'до', 'для', 'на'],
  },
  ru: {
    password: ['пароль', 'пароля'],
    pin: ['pin-код', 'пин-код', 'пин', 'пин код'],
    code: ['код (?:от |для )?(?:двери|домофона|ворот|подъезда|сигнализации|сейфа)', 'код (?:подтверждения|доступа|проверки)'],
    token: ['токен', 'ключ api'],
    recovery: ['резервные коды', 'коды восстановления'],
    qualifier: ['от', 'для', 'к', 'на', 'до'],
  },
  // Japanese, Chinese and Korean: no spaces, so the words are matched inside their run of letters.
  ja: {
    password: ['パスワード'],
    pin: ['暗証番号'],
    code: ['(?:玄関|ドア|オートロック|ロッカー)の?(?:暗証番号|コード)', '(?:認証|確認|ワンタイム)コード'],
    token: ['アクセストークン', 'apiキー'],
    recovery: ['復旧キー', '復元キー', '回復キー', 'リカバリーキー', 'リカバリーコード', 'バックアップコード'],
    qualifier: ['の'],
  },
  zh: {
    password: ['密码', '密碼'],
    pin: ['pin码'],
    code: ['门禁密码', '門禁密碼', '验证码', '驗證碼'],
    token: ['访问令牌', '訪問令牌'],
    recovery: ['恢复密钥', '恢復密鑰', '恢复码', '恢復碼', '备用码', '備用碼'],
    qualifier: ['的'],
  },
  ko: {
    password: ['비밀번호', '비번'],
    pin: ['핀 번호'],
    code: ['(?:현관|도어락|공동현관) ?(?:비밀번호|비번|번호)', '인증 ?번호'],
    token: ['액세스 토큰', 'api 키'],
    recovery: ['복구 ?키', '복구 ?코드', '백업 ?코드'],
    qualifier: ['의'],
  },
};

/** One language's words of `key`, or every language's, as one alternation (longest first, so "pin code" wins over "pin"). */
export function cueAlternation(key: keyof CueWords): string {
  const words = new Set(Object.values(CUE_WORDS).flatMap((w) => w[key]));
  return [...words].sort((a, b) => b.length - a.length).join('|');
}
