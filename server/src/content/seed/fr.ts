// Contenus en français avec lesquels la plateforme démarre. La typographie française met une espace
// insécable avant « : », « % » et dans les guillemets, une espace fine insécable avant « ; », « ? » et « ! ».
/* eslint no-irregular-whitespace: ['error', { skipStrings: true, skipTemplates: true }] */
import type { ContentSeed } from './ContentSeed';

export const fr: ContentSeed = {
  banners: {
    deposit: { title: 'Dépôt en quelques minutes, par virement bancaire ou en USDT' },
    products: { title: 'Or, devises et cryptos : tradez le prochain mouvement' },
    savings: { title: 'Épargne : vos fonds inactifs rapportent chaque jour' },
  },

  news: {
    newProducts: {
      title: 'Nouveau sur Tempo : dix produits, des durées dès 30 secondes',
      summary:
        'L’or, les principales paires de devises et six grandes cryptomonnaies sont désormais réunis dans une seule liste, avec des durées de 30 secondes à 5 minutes.',
      body: `Nous avons élargi notre gamme de produits pour que vous puissiez suivre davantage de marchés depuis un seul écran.

**Ce que vous pouvez trader**

- **Métaux :** l’or face au dollar américain (XAU/USD), disponible pendant les séances de cotation des métaux.
- **Devises :** EUR/USD, GBP/USD et USD/JPY, disponibles du lundi au vendredi.
- **Cryptomonnaies :** Bitcoin, Ethereum, Solana, BNB, XRP et Dogecoin face à l’USDT, disponibles 24 h/24.

Pour chaque produit, vous voyez le dernier cours, la variation sur 24 heures, le plus haut, le plus bas et le volume, ainsi qu’un graphique en temps réel. Les durées vont de 30 secondes à 5 minutes ; le taux de gain de chaque durée s’affiche avant que vous ne confirmiez un ordre.

**Avant de trader**

Sur des durées courtes, les cours évoluent très vite. Commencez avec de petits montants, lisez l’avertissement sur les risques et n’engagez jamais une somme que vous ne pouvez pas vous permettre de perdre.`,
    },
    savingsLaunch: {
      title: 'L’Épargne est disponible : des gains crédités chaque matin',
      summary:
        'Placez vos fonds inactifs en épargne et percevez chaque jour des gains sur vos parts confirmées. Voici comment fonctionnent la confirmation et les gains.',
      body: `L’Épargne permet aux fonds que vous n’utilisez pas pour trader de générer un rendement quotidien.

**Fonctionnement**

1. Depuis l’onglet Épargne, placez au moins 20 sur votre épargne.
2. Le montant est d’abord comptabilisé en **parts en attente**. Un placement effectué avant 8 h un jour ouvré compte pour ce jour-là ; un placement plus tardif compte pour le jour ouvré suivant.
3. Les parts en attente deviennent des **parts confirmées** le jour ouvré suivant.
4. Les parts confirmées rapportent au rendement quotidien affiché dans l’onglet Épargne. Les gains de chaque journée sont crédités **le lendemain matin à 8 h**.

Les week-ends et les jours fériés ne sont pas des jours ouvrés : aucune part n’est confirmée ces jours-là.

**Retirer vos fonds**

Vous pouvez à tout moment retirer vos parts confirmées vers votre solde disponible, où elles sont créditées immédiatement. Vous pouvez effectuer jusqu’à 60 transferts par jour au total, placements et retraits confondus.`,
    },
    securityTips: {
      title: 'Cinq réflexes pour protéger votre compte',
      summary:
        'Nos équipes ne vous demanderont jamais vos mots de passe. Quelques réflexes simples protègent votre solde contre la fraude.',
      body: `Les fraudeurs ciblent les comptes de trading, car ils contiennent de l’argent réel. Ces réflexes leur ferment la plupart des portes.

1. **Gardez vos mots de passe pour vous.** Les équipes de Tempo, service client compris, ne vous demanderont jamais votre mot de passe de connexion ni votre mot de passe de transaction.
2. **Utilisez deux mots de passe différents.** Votre mot de passe de transaction protège vos retraits ; il doit être différent de votre mot de passe de connexion et de tout mot de passe que vous utilisez ailleurs.
3. **Vérifiez l’adresse.** Connectez-vous uniquement via l’adresse officielle de l’application. Méfiez-vous des liens reçus par messagerie ou par SMS.
4. **Vérifiez avant de payer.** Effectuez vos dépôts uniquement sur les comptes affichés sur la page Dépôt, et joignez la référence du virement pour que nous puissions identifier votre paiement.
5. **Déconnectez-vous sur les appareils partagés.** Sur un téléphone partagé, vous déconnecter ou vider le cache met fin à votre session sur cet appareil.

Au moindre doute — une connexion que vous ne reconnaissez pas, un message qui vous demande vos informations —, contactez immédiatement le service client.`,
    },
    fairSettlement: {
      title: 'Comment chaque ordre est clôturé, et comment le vérifier',
      summary:
        'Les cours d’entrée et de clôture proviennent du flux de cotations en direct ; ils sont enregistrés et vérifiables. Personne ne peut choisir un résultat.',
      body: `Chaque ordre à compte à rebours est clôturé selon les mêmes règles publiées.

- **Cours d’entrée :** le premier cours après l’acceptation de votre ordre par le serveur ; un cours retardé ne peut donc jamais être utilisé ni contre vous ni en votre faveur.
- **Cours de clôture :** le dernier cours connu au moment où votre compte à rebours prend fin, ou juste avant.
- **Résultat :** un ordre à la hausse est gagnant si le cours de clôture est supérieur au cours d’entrée ; un ordre à la baisse est gagnant s’il lui est inférieur. Si le cours de clôture est égal au cours d’entrée, l’ordre est nul et votre mise vous est intégralement remboursée.
- **Gain :** un ordre gagnant vous rembourse votre mise, augmentée du taux de gain affiché au moment où vous l’avez passé.

Chaque cours que nous publions est archivé dans une chaîne de hachage : tout cours enregistré peut ainsi être vérifié ultérieurement. Le détail de vos ordres indique les cours d’entrée et de clôture ainsi que leurs horaires.`,
    },
  },

  highlights: {
    fastSettlement: {
      title: 'Clôture en temps réel',
      text: 'Vos ordres sont clôturés dès la fin du compte à rebours, au cours de marché enregistré.',
    },
    fundsSecurity: {
      title: 'Fonds protégés',
      text: 'Tout retrait exige votre mot de passe de transaction et une identité vérifiée. Chaque mouvement de solde est enregistré.',
    },
    savingsDaily: {
      title: 'Gains quotidiens',
      text: 'Vos fonds inactifs placés en épargne rapportent chaque jour, avec des gains crédités chaque matin à 8 h.',
    },
    support: {
      title: 'Une aide quand vous en avez besoin',
      text: 'Notre service client est accessible d’un simple geste depuis l’accueil et les paramètres.',
    },
  },

  pages: {
    about: {
      title: 'À propos',
      body: `## Qui sommes-nous

Tempo est une plateforme de trading conçue pour celles et ceux qui veulent suivre les marchés depuis leur téléphone. Depuis une seule application, vous pouvez trader les variations de cours à court terme sur les métaux, les devises et les cryptomonnaies, disposer d’une épargne qui rapporte chaque jour, et gérer vos dépôts et vos retraits.

## Nos engagements

- **Des règles claires.** La manière dont un ordre est ouvert, clôturé et réglé est définie par écrit et s’applique de la même façon à tous.
- **Des cours enregistrés.** Chaque cours que nous publions est archivé et vérifiable. Personne — pas même nos équipes — ne peut choisir le résultat d’un ordre.
- **Votre argent, en toute traçabilité.** Chaque mouvement de votre solde est enregistré avec son motif, et votre historique des fonds les présente tous.
- **Des interlocuteurs à votre écoute.** Notre service client répond à vos questions sur votre compte, vos dépôts et vos retraits.

## Contact

Touchez **Service client** sur l’écran d’accueil pour nous joindre.`,
    },

    privacy: {
      title: 'Politique de confidentialité',
      body: `La présente politique explique quelles données personnelles Tempo (« nous ») collecte lorsque vous utilisez notre application et nos services, pourquoi nous les collectons, comment nous les protégeons et de quels choix vous disposez. En vous inscrivant sur Tempo ou en l’utilisant, vous acceptez la présente politique.

## 1. Sauvegarde et confidentialité des données

Nous préservons la confidentialité de vos informations. Seuls les collaborateurs qui en ont besoin pour vous servir — par exemple pour examiner une vérification d’identité ou un retrait — peuvent y accéder, et ils sont tenus à une obligation de confidentialité.

Les données sont sauvegardées régulièrement afin de pouvoir être restaurées après une défaillance technique. Les sauvegardes bénéficient du même niveau de protection que les données en production, et les données restaurées ne sont utilisées qu’aux fins décrites dans la présente politique. Nous ne vendons ni ne louons vos données personnelles.

## 2. Données personnelles que nous collectons

**Données de l’appareil.** Lorsque vous utilisez l’application, nous recevons des informations techniques de votre appareil et de votre navigateur : modèle de l’appareil, système d’exploitation et sa version, type de navigateur, paramètres de langue, adresse IP, ainsi que l’heure et la nature des requêtes. Nous les utilisons pour assurer le bon fonctionnement du service, sécuriser votre compte et détecter les abus.

**Données d’inscription.** Lors de votre inscription, nous collectons votre numéro de téléphone, votre identifiant, votre mot de passe de connexion et votre mot de passe de transaction, ainsi que le code d’ouverture de compte utilisé. Les mots de passe sont conservés uniquement sous une forme qui ne permet pas de les reconstituer. Vous pouvez également définir un avatar et un pseudonyme.

**Données de vérification.** Pour la vérification d’identité, nous collectons votre nom, votre numéro de pièce d’identité, votre nationalité et des photos du recto et du verso de votre pièce d’identité. Ces données ne sont visibles que par vous et par les collaborateurs chargés de les examiner.

**Données financières.** Nous conservons l’historique de vos dépôts, retraits, ordres et transferts d’épargne, ainsi que votre compte de retrait (compte bancaire ou adresse crypto), car nous devons pouvoir justifier chaque mouvement de vos fonds.

**Géolocalisation.** Avec votre autorisation, nous pouvons utiliser votre position approximative (déduite de votre adresse IP ou, si vous l’autorisez, du service de localisation de votre appareil) afin de respecter les réglementations locales, de prévenir la fraude et d’afficher des contenus adaptés à votre région. Vous pouvez refuser ou retirer l’autorisation de localisation à tout moment dans les réglages de votre appareil.

## 3. Utilisation et conservation de vos données

- Nous utilisons vos informations pour fournir et sécuriser le service, traiter les transactions, vérifier votre identité, répondre à vos demandes et respecter nos obligations légales.
- Nous conservons vos informations tant que votre compte est ouvert, puis aussi longtemps que la loi ou le règlement d’éventuels litiges l’exige. Elles sont ensuite supprimées ou anonymisées.
- Nous ne partageons vos informations qu’avec les prestataires qui nous aident à exploiter le service (par exemple pour le traitement des paiements ou l’hébergement), dans le cadre de contrats qui les obligent à les protéger, ou lorsque la loi nous y oblige.

## 4. Protection de votre vie privée

- Les connexions à notre service sont chiffrées.
- Les mots de passe sont hachés au moyen d’un algorithme à forte consommation de mémoire (memory-hard) ; les jetons de session ne sont conservés que sous forme hachée et peuvent être révoqués.
- Les photos des pièces d’identité sont stockées hors de l’espace web public et ne peuvent être consultées que par vous et par les examinateurs habilités.
- L’accès des collaborateurs est limité selon leur rôle, et chaque action administrative est journalisée.

Aucun système n’est totalement sûr. Si nous avons connaissance d’une violation de données vous concernant, nous vous en informerons, ainsi que les autorités compétentes, conformément à la loi.

## 5. Règles applicables aux contenus que vous publiez

Lorsque l’application vous permet de publier du contenu — par exemple un pseudonyme, un avatar ou des messages au service client —, vous vous engagez à ne rien publier qui :

- soit illicite, frauduleux, diffamatoire, obscène ou haineux ;
- porte atteinte aux droits d’autrui, notamment à sa vie privée ou à sa propriété intellectuelle ;
- contienne les données personnelles d’une autre personne sans son consentement ;
- contienne des logiciels malveillants, de la publicité ou des liens destinés à tromper les autres utilisateurs.

Vous êtes responsable de ce que vous publiez. Nous pouvons supprimer tout contenu contraire à ces règles et suspendre les comptes qui les enfreignent de manière répétée.

## 6. Dispositions diverses

- **Vos droits.** Vous pouvez demander à accéder à vos données personnelles, à les rectifier ou à les effacer, sous réserve des données que la loi nous impose de conserver. Pour exercer ces droits, contactez le service client.
- **Mineurs.** Tempo est réservé aux personnes majeures. Nous ne collectons pas sciemment de données concernant des personnes de moins de 18 ans.
- **Modifications.** Nous pouvons modifier la présente politique. En cas de modification importante, nous vous en informerons dans l’application avant son entrée en vigueur.
- **Contact.** Pour toute question sur la présente politique, écrivez-nous via **Service client** sur l’écran d’accueil.`,
    },

    'privacy-statement': {
      title: 'Déclaration de confidentialité',
      body: `La présente déclaration résume la manière dont Tempo traite vos données personnelles. La politique de confidentialité complète en précise le détail.

**Ce que nous collectons.** Les informations que vous nous fournissez lors de votre inscription et de la vérification de votre identité (numéro de téléphone, identifiant, mots de passe, nom, numéro et photos de votre pièce d’identité), des informations techniques sur votre appareil, votre position approximative lorsque vous l’autorisez, ainsi que l’historique de vos transactions.

**Pourquoi.** Pour ouvrir et sécuriser votre compte, traiter vos dépôts, vos ordres et vos retraits, vérifier votre identité, prévenir la fraude et respecter nos obligations légales.

**Qui y a accès.** Uniquement vous-même et les collaborateurs qui en ont besoin pour vous servir. Nous ne vendons jamais vos informations. Nous ne les partageons qu’avec des prestataires tenus de les protéger, ou lorsque la loi l’exige.

**Comment elles sont protégées.** Connexions chiffrées, mots de passe hachés, accès limité selon les rôles et journalisation de chaque action administrative.

**Vos choix.** Vous pouvez demander à accéder à vos informations, à les rectifier ou à les effacer, et retirer des autorisations comme la localisation dans les réglages de votre appareil.

Pour toute question, contactez le service client.`,
    },

    risk: {
      title: 'Avertissement sur les risques',
      body: `Veuillez lire attentivement cet avertissement avant de passer un ordre. Il présente les principaux risques du trading à la hausse ou à la baisse à court terme sur Tempo.

## 1. Vous pouvez perdre la totalité de votre mise

Chaque ordre est un pronostic : le cours sera plus haut (Hausse) ou plus bas (Baisse) à la fin du compte à rebours. Si le pronostic est erroné, **la totalité du montant de l’ordre est perdue**. Un ordre gagnant rapporte le taux de gain affiché avant votre confirmation, qui est inférieur au montant que vous risquez sur un ordre perdant.

## 2. Sur des durées courtes, tout va très vite

Sur quelques secondes ou minutes, les cours évoluent de manière largement aléatoire. Les résultats passés, les figures graphiques et les séries ne permettent pas de prédire le prochain mouvement. Enchaîner les ordres ne réduit pas le risque : cela le multiplie.

## 3. Conditions de marché

Les cours peuvent varier brutalement à l’annonce d’une nouvelle, à l’ouverture et à la clôture des marchés, ou lorsque la liquidité est faible. Les devises et les métaux ne se négocient que pendant leurs séances ; en dehors de celles-ci, ou pendant une maintenance, les ordres sont refusés.

## 4. Risques techniques

Votre réseau, votre appareil ou nos systèmes peuvent subir des retards ou des interruptions. Un ordre n’est passé qu’une fois accepté par le serveur ; son cours d’entrée est le premier cours après cette acceptation. Si les cours cessent de parvenir pendant un compte à rebours, l’ordre est annulé et la mise remboursée.

## 5. Tradez de manière responsable

- Ne tradez qu’avec de l’argent que vous pouvez vous permettre de perdre.
- Fixez-vous une limite et arrêtez-vous lorsque vous l’atteignez.
- N’empruntez pas pour trader et ne cherchez pas à récupérer vos pertes.
- Si le trading cesse d’être un choix, contactez le service client pour clôturer votre compte.

En passant un ordre, vous confirmez comprendre ces risques et les accepter.`,
    },
  },
};
