// French messages of the error kinds.
import type { ErrorMessages } from '../catalogueTypes';

export const fr: ErrorMessages = {
  NOT_LOGGED_IN: 'Veuillez d’abord vous connecter',
  VALIDATION_FAILED: 'Certaines valeurs ne sont pas valides',
  EMPTY_VALUE: 'Certains champs sont vides',
  PASSWORDS_MISMATCH: 'Les mots de passe ne correspondent pas',
  TRANSACTION_PASSWORDS_MISMATCH: 'Les mots de passe de transaction ne correspondent pas',
  INVALID_ACCOUNT: 'L’identifiant doit comporter 6 à 12 lettres, chiffres ou tirets bas',
  INVALID_PHONE: 'Veuillez saisir un numéro de téléphone valide avec l’indicatif du pays',
  INVALID_PASSWORD: 'Le mot de passe doit comporter 6 à 32 caractères',
  UNKNOWN_OPENING_CODE: 'Le code d’ouverture de compte n’est pas valide',
  ACCOUNT_TAKEN: 'Cet identifiant est déjà utilisé',
  WRONG_CREDENTIALS: 'Identifiant ou mot de passe incorrect',
  TOO_MANY_ATTEMPTS: 'Trop de tentatives échouées, veuillez réessayer plus tard',
  WRONG_OLD_PASSWORD: 'L’ancien mot de passe est incorrect. Tentatives restantes : {{remaining}}',
  SAME_PASSWORD: 'Le nouveau mot de passe doit être différent de l’ancien',
  WRONG_TRANSACTION_PASSWORD:
    'Le mot de passe de transaction est incorrect. Tentatives restantes : {{remaining}}',
  MALFORMED_JSON: 'La requête n’a pas pu être lue',
  PAYLOAD_TOO_LARGE: 'La requête est trop volumineuse',
  NOT_FOUND: 'Introuvable',
  FORBIDDEN: 'Vous n’êtes pas autorisé à effectuer cette action',
  INSUFFICIENT_BALANCE: 'Solde insuffisant',
  IDEMPOTENCY_KEY_REQUIRED: 'La requête nécessite une clé d’idempotence',
  IDEMPOTENCY_KEY_REUSED: 'Cette clé de requête a déjà été utilisée pour une autre requête',
  ACCOUNT_DISABLED: 'Ce compte est désactivé, veuillez contacter le service client',
  RATE_LIMITED: 'Trop de requêtes, veuillez patienter un instant',
  INVALID_CHARACTERS: 'Le texte contient des caractères non autorisés',
  INVALID_DATE: 'Cette date n’existe pas',
  UNKNOWN_SYMBOL: 'Produit inconnu',
  BAD_INTERVAL: 'Intervalle de graphique inconnu',
  LIMIT_TOO_LARGE: 'Demandez entre 1 et 1000 chandeliers à la fois',
  PRODUCT_EXISTS: 'Un produit avec ce symbole existe déjà',
  TICK_RANGE_TOO_LONG: 'Demandez au maximum une heure de ticks à la fois',
  MARKET_CLOSED: 'Le marché est fermé',
  UNDER_MAINTENANCE: 'Ce produit est en maintenance',
  UNKNOWN_DURATION: 'Cette durée n’est pas proposée pour ce produit',
  AMOUNT_OUT_OF_RANGE: 'Le montant est en dehors de la plage autorisée',
  TOO_MANY_OPEN_ORDERS: 'Vous avez trop d’ordres ouverts',
  FEED_UNAVAILABLE: 'Les cours sont momentanément indisponibles, veuillez réessayer',
  PRODUCT_IN_SANDBOX: 'Ce produit affiche une relecture : seuls des ordres démo peuvent y être passés',
  PRODUCT_NOT_IN_SANDBOX:
    'Placez d’abord le produit dans le bac à sable : les relectures et les cours injectés ne sont autorisés qu’en bac à sable',
  REAL_ORDERS_OPEN:
    'Des ordres en solde réel sont encore ouverts sur ce produit ; il pourra entrer dans le bac à sable une fois ceux-ci clôturés',
  SANDBOX_ORDERS_OPEN:
    'Des ordres démo sont encore ouverts sur ce produit ; il pourra quitter le bac à sable une fois ceux-ci clôturés',
  SANDBOX_FEED_ACTIVE:
    'Une relecture alimente encore ce produit ; libérez-la et revenez d’abord à sa source en direct',
  FEED_CHANGE_WITH_ORDERS_OPEN:
    'Des ordres en solde réel sont encore ouverts sur ce produit ; sa source de cours pourra changer une fois ceux-ci clôturés',
  FEED_URL_NOT_ALLOWED:
    'Ce flux de bourse n’est pas autorisé par la plateforme ; demandez qu’il soit ajouté à ses paramètres',
  PRICE_SETTINGS_WITH_ORDERS_OPEN:
    'Des ordres en solde réel sont encore ouverts sur ce produit ; ses paramètres de cours pourront changer une fois ceux-ci clôturés',
  SANDBOX_SOURCE_NOT_ALLOWED:
    'La source de cours de ce produit ne peut pas servir au solde réel ; passez au simulateur ou à un flux de bourse autorisé avant de quitter le bac à sable',
  SANDBOX_FEED_SWITCHING:
    'Ce produit bascule encore vers sa source de cours en direct ; réessayez dans quelques secondes',
  UNSUPPORTED_FILE_TYPE: 'Veuillez envoyer une image JPEG, PNG ou WebP',
  FILE_TOO_LARGE: 'L’image est trop volumineuse : 5 Mo maximum',
  EMPTY_FILE: 'L’image est vide, veuillez en choisir une autre',
  PHOTO_REQUIRED: 'Veuillez envoyer le recto et le verso de votre pièce d’identité',
  INVALID_NAME: 'Veuillez saisir votre nom tel qu’il figure sur votre pièce d’identité',
  INVALID_ID_NUMBER: 'Veuillez saisir un numéro de pièce d’identité valide',
  VERIFICATION_PENDING: 'Vos documents ont été envoyés, veuillez patienter pendant l’examen',
  ALREADY_VERIFIED: 'Votre vérification d’identité est déjà terminée',
  VERIFICATION_ALREADY_REVIEWED: 'Cette vérification a déjà été examinée',
  DEPOSIT_CHANNEL_UNAVAILABLE:
    'Ce mode de dépôt est momentanément indisponible, veuillez en choisir un autre',
  DEPOSIT_ALREADY_REVIEWED: 'Ce dépôt a déjà été examiné',
  PROOF_REQUIRED: 'Veuillez choisir une image de votre reçu de paiement',
  WITHDRAWAL_ACCOUNT_LOCKED:
    'Votre compte de retrait est déjà associé et ne peut pas être modifié ici. Pour le changer, contactez le service client',
  WITHDRAWAL_ACCOUNT_MISSING: 'Veuillez d’abord associer un compte de retrait',
  INVALID_WALLET_ADDRESS:
    'Cette adresse n’est pas valide sur le réseau choisi. Vérifiez-la et saisissez-la à nouveau',
  VERIFICATION_REQUIRED: 'Veuillez effectuer la vérification d’identité avant de retirer',
  WITHDRAWAL_CLOSED:
    'Les retraits sont indisponibles pour le moment. Réessayez pendant les horaires de retrait',
  WITHDRAWAL_DAILY_LIMIT: 'Vous avez atteint le nombre de retraits autorisés aujourd’hui',
  WITHDRAWAL_NOT_UNDER_REVIEW: 'Ce retrait a déjà été traité',
  SAME_APPROVER: 'La seconde validation doit venir d’un autre opérateur',
  APPROVERS_LINKED:
    'La seconde validation doit venir d’un opérateur indépendant : aucun des deux comptes ne doit avoir créé, réactivé ou réinitialisé le mot de passe ou le rôle de l’autre au cours des 30 derniers jours',
  SAVINGS_AMOUNT_TOO_SMALL: 'Le montant est inférieur au minimum d’un transfert d’épargne',
  SAVINGS_DAILY_LIMIT: 'Vous avez utilisé tous vos transferts d’épargne du jour',
  SAVINGS_NOT_TRANSFERABLE:
    'Seules les parts confirmées peuvent être retirées ; les parts en attente ne sont pas encore retirables',
  SAVINGS_DAY_ROLLED: 'L’épargne de ce jour a déjà été arrêtée et ne peut plus être modifiée',
  SAVINGS_ROLL_NOT_DUE:
    'La clôture journalière de l’épargne de ce jour n’est pas encore possible : elle ne peut être lancée qu’à partir de 08 h 00, heure de la plateforme, ce jour-là',
  INVALID_USERNAME:
    'Le nom d’utilisateur doit comporter 3 à 32 lettres, chiffres, points, tirets ou tirets bas, et commencer par une lettre',
  OPS_ACCOUNT_EXISTS: 'Un compte opérateur avec ce nom d’utilisateur existe déjà',
  OPS_ACCOUNT_SELF:
    'Vous ne pouvez pas modifier votre propre compte opérateur ici. Demandez à un autre superadministrateur',
  LAST_SUPERADMIN:
    'C’est le dernier superadministrateur actif : il ne peut être ni désactivé ni changer de rôle',
  INVALID_RECORDING:
    'Ce fichier n’est pas un enregistrement de cours rejouable : CSV ou NDJSON de ticks ou de bougies d’une minute',
  RECORDING_TOO_LARGE: 'L’enregistrement est trop volumineux : 20 Mo maximum',
  LIMIT_DEPOSIT_DAY:
    'Ce dépôt dépasserait votre limite de dépôt quotidienne de {{limit}}. Elle est remise à zéro le {{resetsAt}}.',
  LIMIT_DEPOSIT_WEEK:
    'Ce dépôt dépasserait votre limite de dépôt hebdomadaire de {{limit}}. Elle est remise à zéro le {{resetsAt}}.',
  LIMIT_DEPOSIT_MONTH:
    'Ce dépôt dépasserait votre limite de dépôt mensuelle de {{limit}}. Elle est remise à zéro le {{resetsAt}}.',
  LIMIT_LOSS_DAY:
    'Si cet ordre était perdant, vos pertes pourraient dépasser votre limite de pertes quotidienne de {{limit}}. Elle est remise à zéro le {{resetsAt}}.',
  LIMIT_LOSS_WEEK:
    'Si cet ordre était perdant, vos pertes pourraient dépasser votre limite de pertes hebdomadaire de {{limit}}. Elle est remise à zéro le {{resetsAt}}.',
  LIMIT_LOSS_MONTH:
    'Si cet ordre était perdant, vos pertes pourraient dépasser votre limite de pertes mensuelle de {{limit}}. Elle est remise à zéro le {{resetsAt}}.',
  LIMIT_STAKE_DAY:
    'Cet ordre dépasserait votre limite de mise quotidienne de {{limit}}. Elle est remise à zéro le {{resetsAt}}.',
  LIMIT_STAKE_WEEK:
    'Cet ordre dépasserait votre limite de mise hebdomadaire de {{limit}}. Elle est remise à zéro le {{resetsAt}}.',
  LIMIT_STAKE_MONTH:
    'Cet ordre dépasserait votre limite de mise mensuelle de {{limit}}. Elle est remise à zéro le {{resetsAt}}.',
  LIMIT_ORDER_STAKE: 'Votre limite de mise pour un seul ordre est de {{limit}}.',
  LIMIT_OPEN_ORDERS: 'Vous avez atteint votre limite de {{limit}} ordres ouverts.',
  TAKING_A_BREAK: 'Vous faites une pause du trading en argent réel et des dépôts jusqu’au {{until}}.',
  BREAK_TOO_SHORT:
    'Une pause ne peut qu’être prolongée, jamais raccourcie, et une auto-exclusion dure au moins six mois.',
  SECOND_FACTOR_REQUIRED: 'Confirmez d’abord votre identité avec votre second facteur.',
  PASSWORD_CONFIRMATION_REQUIRED: 'Confirmez d’abord votre identité avec votre mot de passe de connexion.',
  WRONG_SECOND_FACTOR: 'Ce code est incorrect. Essais restants : {{remaining}}',
  LOGIN_TICKET_EXPIRED: 'Cette connexion a pris trop de temps. Veuillez vous reconnecter.',
  PASSKEY_REJECTED: 'Cette clé d’accès n’a pas pu être vérifiée. Veuillez réessayer.',
  TOTP_ALREADY_ON: 'L’application d’authentification est déjà activée.',
  TOTP_NOT_ENROLLING: 'Recommencez l’ajout de l’application d’authentification.',
  NO_SECOND_FACTOR: 'Ce compte n’a pas de second facteur.',
  WRONG_PASSWORD: 'Le mot de passe est incorrect. Essais restants : {{remaining}}',
  EARLY_CLOSE_OFF: 'La clôture anticipée n’est pas proposée pour cet ordre.',
  SELL_WINDOW_CLOSED:
    'Cet ordre ne peut pas être clôturé par anticipation maintenant : trop tôt après son ouverture ou trop près de son échéance.',
  ORDER_NOT_OPEN: 'Cet ordre est déjà clôturé.',
  PRICE_MOVED: 'Le prix a bougé : cet ordre se vend maintenant {{price}}. Vérifiez-le et réessayez.',
  CLIENT_TOO_OLD: 'Une nouvelle version de Tempo est disponible. Veuillez recharger la page',
  SERVICE_UNAVAILABLE: 'Le service est momentanément indisponible, veuillez réessayer',
  INTERNAL: 'Une erreur s’est produite, veuillez réessayer',
};
