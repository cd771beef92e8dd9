/**
 * Each command's own `--help` in French (issue 33), keyed by its English text as the command writes it beside
 * its flags (`commands/*.ts`): a description changed in English and not here is found missing by `texts.test.ts`.
 * The commands' lines of the root help and the texts the commands take from the catalog are in `fr.ts`.
 */
export const HELP_FR: Readonly<Record<string, string>> = {
  "Show help information": "Affiche l'aide",
  "Show version information": "Affiche la version",
  "Print shell completion script": "Imprime le script de complétion du shell",
  "Replay board logs by the Laws and print each board: hands, auction, play, contract, result and score, rulings needed and the audit trail. Exit 0 when every log is valid, 1 when a log is invalid or unreadable, or sealed with a chain that does not hold (what came before the bad line is printed, then one line on standard error), 2 on a usage error.":
    "Rejoue des journaux de donnes selon les Lois et imprime chaque donne : mains, enchères, jeu de la carte, contrat, résultat et marque, décisions à prendre et historique. Code de sortie 0 quand chaque journal est valide, 1 quand un journal est invalide ou illisible, ou scellé avec une chaîne rompue (ce qui précède la ligne fautive est imprimé, puis une ligne sur la sortie d'erreur), 2 sur une erreur d'utilisation.",
  "print each board's derived state (the view) as one JSON object per line":
    "imprime l'état dérivé de chaque donne (la vue) en un objet JSON par ligne",
  "print the audit trail (each consequence with its Law); --no-audit leaves it out":
    "imprime l'historique (chaque conséquence avec sa Loi) ; --no-audit l'omet",
  "the board as it stood after the event on line N of the log file (the line number an editor shows); later events are not applied":
    "la donne telle qu'elle était après l'événement de la ligne N du journal (le numéro de ligne que montre un éditeur) ; les événements suivants ne sont pas appliqués",
  "board logs (JSON Lines), replayed in the order given, or directories of them (every *.jsonl in each, in name order); - reads standard input":
    "journaux de donnes (JSON Lines), rejoués dans l'ordre donné, ou dossiers de journaux (chaque *.jsonl de chacun, dans l'ordre des noms) ; - lit l'entrée standard",
  "print one board": "imprimer une donne",
  "one JSON line per board": "une ligne JSON par donne",
  "every log of a directory": "tous les journaux d'un dossier",
  "read standard input": "lire l'entrée standard",
  "the board as it stood after the event on line 8":
    "la donne telle qu'elle était après l'événement de la ligne 8",
  "Print a board's timeline: each event of the log in order, then every consequence the Laws derived from it, with its Law id; then the options pending and the rulings needed. --until N stops after the event on line N; --json prints it as one JSON object. Several logs, or directories (every *.jsonl in them), are audited in one run (a `==> FILE <==` line before each timeline, a JSON object a line), then a summary line on standard error. Exit 0 for a valid log, 1 when it is invalid or unreadable, or sealed with a chain that does not hold, 2 on a usage error.":
    "Imprime la chronologie d'une donne : chaque événement du journal dans l'ordre, puis chaque conséquence que les Lois en tirent, avec l'identifiant de sa Loi ; puis les options en suspens et les décisions à prendre. --until N s'arrête après l'événement de la ligne N ; --json l'imprime en un objet JSON. Plusieurs journaux, ou des dossiers (chaque *.jsonl qu'ils contiennent), sont audités en une exécution (une ligne `==> FICHIER <==` avant chaque chronologie, un objet JSON par ligne), puis une ligne de synthèse sur la sortie d'erreur. Code de sortie 0 pour un journal valide, 1 quand il est invalide ou illisible, ou scellé avec une chaîne rompue, 2 sur une erreur d'utilisation.",
  "print the audit trail as one JSON object: each event with its position, line, record and derived consequences (Law ids)":
    "imprime l'historique en un objet JSON : chaque événement avec sa position, sa ligne, son enregistrement et les conséquences qui en dérivent (identifiants des Lois)",
  "board logs (JSON Lines), or directories of them (every *.jsonl in each, in name order); - reads standard input":
    "journaux de donnes (JSON Lines), ou dossiers de journaux (chaque *.jsonl de chacun, dans l'ordre des noms) ; - lit l'entrée standard",
  "the audit trail up to line 8, as JSON": "l'historique jusqu'à la ligne 8, en JSON",
  'Check the SHA-256 hash chain of logs. Prints `FILE: sealed, N events, chain intact, head H` or `FILE: unsealed, N events` (exit 0); on standard error (exit 1) `FILE: chain broken at position P (line L): reason`, `FILE: seal removed at line L: reason` (a log that was sealed lost its seal), `FILE: head mismatch at position P (line L): reason` (with --head: records cut off or added, or the log sealed again), a bad line (`FILE: line L: duplicate key "card"`), an empty file. The events themselves are checked by `replay`.':
    'Vérifie la chaîne de hachage SHA-256 de journaux. Imprime `FICHIER : scellé, N événements, chaîne intacte, tête H` ou `FICHIER : non scellé, N événements` (code 0) ; sur la sortie d\'erreur (code 1) `FICHIER : chaîne rompue à la position P (ligne L) : motif`, `FICHIER : scellement retiré à la ligne L : motif` (un journal scellé a perdu son scellement), `FICHIER : tête différente à la position P (ligne L) : motif` (avec --head : des enregistrements coupés ou ajoutés, ou le journal scellé à nouveau), une ligne fautive (`FICHIER : ligne L : clé "card" en double`), un fichier vide. Les événements eux-mêmes sont vérifiés par `replay`.',
  "the head the log must end at (the hash its Director published, or a head file written by seal --head-out): cut-off records and a log sealed again fail":
    "la tête à laquelle le journal doit finir (le hachage publié par son arbitre, ou un fichier de tête écrit par seal --head-out) : des enregistrements coupés et un journal scellé à nouveau échouent",
  "an unsealed log is exit 1 (for scripts)": "un journal non scellé donne le code 1 (pour les scripts)",
  "each FILE is a session manifest (written by bridgelaw manifest): check it and every log it lists against its head":
    "chaque FICHIER est un manifeste de séance (écrit par bridgelaw manifest) : le vérifie, avec chaque journal qu'il liste, contre sa tête",
  "board logs (JSON Lines) to check, or directories of them (every *.jsonl in each, in name order), or session manifests with --session; - reads standard input":
    "journaux de donnes (JSON Lines) à vérifier, ou dossiers de journaux (chaque *.jsonl de chacun, dans l'ordre des noms), ou manifestes de séance avec --session ; - lit l'entrée standard",
  "Add the SHA-256 hash chain (seq, prev, hash, and the seal marker on the first line) to every event of a log, keeping every other field, and print its head (`FILE: sealed, N events, head H`: the hash a Director publishes; on standard error when the log goes to standard output). Refuses (exit 1, the line named) a log that does not replay and a log whose existing chain is broken or whose seal was removed. Sealing a sealed log gives the same log. Several logs, or directories (every *.jsonl in them), are sealed in one run, --in-place or into --out DIR: a line per log, then a summary line on standard error (`seal: 576 logs: 576 ok, 0 failed`, and each failed log again).":
    "Ajoute la chaîne de hachage SHA-256 (seq, prev, hash, et la marque du sceau sur la première ligne) à chaque événement d'un journal, en gardant tous les autres champs, et imprime sa tête (`FICHIER : scellé, N événements, tête H` : le hachage que publie un arbitre ; sur la sortie d'erreur quand le journal va sur la sortie standard). Refuse (code 1, la ligne nommée) un journal qui ne se rejoue pas et un journal dont la chaîne existante est rompue ou dont le sceau a été retiré. Sceller un journal scellé donne le même journal. Plusieurs journaux, ou des dossiers (chaque *.jsonl qu'ils contiennent), sont scellés en une exécution, --in-place ou dans --out DOSSIER : une ligne par journal, puis une ligne de synthèse sur la sortie d'erreur (`seal : 576 journaux : 576 sans problème, 0 en échec`, et chaque journal en échec à nouveau).",
  "write the sealed log to FILE instead of standard output; with several logs or a directory, DIR: each log sealed into it under its own name":
    "écrit le journal scellé dans FICHIER au lieu de la sortie standard ; avec plusieurs journaux ou un dossier, DOSSIER : chaque journal y est scellé sous son propre nom",
  "replace each log with its sealed log (a log already sealed is left as it is)":
    "remplace chaque journal par son journal scellé (un journal déjà scellé est laissé tel quel)",
  'also write the head to FILE, as {"head":"…","events":N,"log":"…"} (for verify --head FILE)':
    'écrit aussi la tête dans FICHIER, sous la forme {"head":"…","events":N,"log":"…"} (pour verify --head FICHIER)',
  "the board logs (JSON Lines) to seal, or directories of them (every *.jsonl in each, in name order); - reads standard input (one log)":
    "les journaux de donnes (JSON Lines) à sceller, ou dossiers de journaux (chaque *.jsonl de chacun, dans l'ordre des noms) ; - lit l'entrée standard (un journal)",
  "every log of a session, in one run": "tous les journaux d'une séance, en une exécution",
  "Write the session manifest of sealed board logs: each log's path, head and number of events (with its board and table), sealed in turn, and print its head: one hash that anchors every event of every board of the session. `verify --session MANIFEST --head H` checks them all later. Refuses (exit 1, nothing written) a log that is not sealed or whose chain is broken.":
    "Écrit le manifeste de séance de journaux de donnes scellés : le chemin, la tête et le nombre d'événements de chaque journal (avec son étui et sa table), scellé à son tour, et imprime sa tête : un seul hachage qui ancre chaque événement de chaque donne de la séance. `verify --session MANIFESTE --head H` les vérifie tous plus tard. Refuse (code 1, rien d'écrit) un journal non scellé ou dont la chaîne est rompue.",
  "the manifest to write (paths in it are relative to its directory)":
    "le manifeste à écrire (les chemins qu'il contient sont relatifs à son dossier)",
  "also write the manifest's head to FILE (for verify --session --head FILE)":
    "écrit aussi la tête du manifeste dans FICHIER (pour verify --session --head FICHIER)",
  "the session's name, kept in the manifest's first record":
    "le nom de la séance, gardé dans le premier enregistrement du manifeste",
  "sealed board logs, or directories of them (every .jsonl file under them)":
    "journaux de donnes scellés, ou dossiers de journaux (chaque fichier .jsonl qu'ils contiennent)",
  "Score a session: replay the logs of many tables, group the results by event (and section) and board (by form on a fouled board, Law 87), apply every adjusted score, appeal decision and penalty (Laws 12, 79, 90, 93), and print the rankings. The movement comes from each BoardStarted: pairs (PairNS/PairEW, or the players' names), teams with their room (team matches at IMPs, victory points on the WBF scale for each match's boards), round, table; a movement file gives what the logs do not. A board with no result at a table is listed for the Director (an artificial adjusted score is his decision, Law 12C2), never guessed. Exit 0 when every log is valid, 1 when a log is invalid or unreadable or names no pairs (reported with its file and line, the others still scored), 2 on a usage error.":
    "Calcule les marques d'une séance : rejoue les journaux de nombreuses tables, groupe les résultats par épreuve (et section) et par étui (par forme sur un étui faussé, Loi 87), applique chaque marque ajustée, décision d'appel et pénalité (Lois 12, 79, 90, 93), et imprime les classements. Le mouvement vient de chaque BoardStarted : les paires (PairNS/PairEW, ou les noms des joueurs), les équipes avec leur salle (matchs par équipes en IMP, points de victoire sur l'échelle de la WBF pour les étuis de chaque match), le tour, la table ; un fichier de mouvement donne ce que les journaux ne disent pas. Un étui sans résultat à une table est signalé à l'arbitre (une marque ajustée artificielle est sa décision, Loi 12C2), jamais deviné. Code de sortie 0 quand chaque journal est valide, 1 quand un journal est invalide ou illisible ou ne nomme aucune paire (signalé avec son fichier et sa ligne, les autres toujours comptés), 2 sur une erreur d'utilisation.",
  "mp: matchpoints (78A, Neuberg); imp: IMPs (78B) of team matches, or against the datum for pairs; cross-imp; butler; total: total points (78C). Default: team matches at IMPs with VPs when every log names its teams (HomeTeam/VisitTeam), else mp":
    "mp : points de match (78A, Neuberg) ; imp : IMP (78B) des matchs par équipes, ou contre la moyenne pour les paires ; cross-imp ; butler ; total : total des points (78C). Par défaut : matchs par équipes en IMP avec PV quand chaque journal nomme ses équipes (HomeTeam/VisitTeam), sinon mp",
  "team matches: victory points on the WBF 2013 scale for N boards (default: each match's own number of boards in the logs; none for --knockout)":
    "matchs par équipes : points de victoire sur l'échelle WBF 2013 pour N étuis (par défaut : le nombre d'étuis de chaque match dans les journaux ; aucun pour --knockout)",
  "the WBF scale: continuous (two decimals, default) or discrete (whole VPs)":
    "l'échelle de la WBF : continue (deux décimales, par défaut) ou discrète (PV entiers)",
  "12C2(d): at most N average-plus per contestant in the session, later ones scored average (default 2, the WBFLC's recommendation; none: no limit, as the 2007 Code)":
    "12C2(d) : au plus N moyennes plus par concurrent dans la séance, les suivantes comptées moyenne (2 par défaut, la recommandation de la WBFLC ; `none` : sans limite, comme le Code 2007)",
  "12C2(d): allow average-plus for a board lost to a movement error (default: average, as the WBFLC recommends)":
    "12C2(d) : autorise la moyenne plus pour un étui perdu par une erreur de mouvement (par défaut : moyenne, comme le recommande la WBFLC)",
  "conditions of contest: the team matches are knockout matches (12C4)":
    "conditions de l'épreuve : les matchs par équipes sont des matchs à élimination directe (12C4)",
  "knockout: give both teams the average of a non-balancing adjusted score (12C4; default: on for boards under the 2007 Code, off under 2017)":
    "élimination directe : donne aux deux équipes la moyenne d'une marque ajustée non compensée (12C4 ; par défaut : oui pour les étuis du Code 2007, non pour ceux de 2017)",
  "the same as --format json": "comme --format json",
  "text (default); csv (the ranking, then the travellers and recaps when asked, each block with its header); json (one object: every board, ranking, match, recap, the boards awaiting the Director, warnings); html (one standalone page a club can publish)":
    "text (par défaut) ; csv (le classement, puis les feuilles ambulantes et les récapitulatifs s'ils sont demandés, chaque bloc avec son en-tête) ; json (un objet : chaque étui, classement, match, récapitulatif, les étuis en attente de l'arbitre, les avertissements) ; html (une page autonome qu'un club peut publier)",
  "also the travellers: each board's results, its score in the method's unit, the Laws behind it (with their legend) and the frequencies":
    "aussi les feuilles ambulantes : les résultats de chaque étui, sa marque dans l'unité de la méthode, les Lois qui la fondent (avec leur légende) et les fréquences",
  "also a recap per pair (team): each board it played, against whom, the result and its score":
    "aussi un récapitulatif par paire (équipe) : chaque étui joué, contre qui, le résultat et sa marque",
  "personal score cards instead of the results: for each pair (team), its players, rank and total, and every board it played with the contract and result, its score and its matchpoints or IMPs, as the session is scored; in HTML one card a printed page; --pair for some only":
    "des feuilles de marque personnelles au lieu des résultats : pour chaque paire (équipe), ses joueurs, son rang et son total, et chaque étui joué avec le contrat et le résultat, sa marque et ses points de match ou IMP, tels que la séance est comptée ; en HTML une feuille par page imprimée ; --pair pour certaines seulement",
  "the recap of this pair (or team) only; repeat for more":
    "le récapitulatif de cette paire (ou équipe) seulement ; à répéter pour d'autres",
  "flag in the ranking the pairs with fewer than N boards (default: half the boards of the pair that played most)":
    "signale dans le classement les paires ayant joué moins de N étuis (par défaut : la moitié des étuis de la paire qui en a joué le plus)",
  "read a sealed log whose chain does not hold (edited, or its seal stripped) as it stands, the board marked as broken in the output; by default such a log is refused (file and line on standard error, exit 1) and its board left out":
    "lit tel quel un journal scellé dont la chaîne est rompue (modifié, ou son sceau retiré), la donne marquée comme rompue dans la sortie ; par défaut un tel journal est refusé (fichier et ligne sur la sortie d'erreur, code 1) et sa donne laissée de côté",
  "a session manifest (bridgelaw manifest): every log it lists is scored, and the whole session is verified first (each log sealed, intact and at its head in the manifest); nothing is scored when it does not hold":
    "un manifeste de séance (bridgelaw manifest) : chaque journal qu'il liste est compté, et toute la séance est d'abord vérifiée (chaque journal scellé, sa chaîne intacte, à sa tête dans le manifeste) ; rien n'est compté si elle ne tient pas",
  "with --manifest: the manifest's head as published (a hash or a head file)":
    "avec --manifest : la tête du manifeste telle que publiée (un hachage ou un fichier de tête)",
  "a movement file (JSON, see the README): a movement of format 1 (bridgelaw movement; schema/movement.v1.json of @bridgelaw/scoring), checked against the logs in its directory (a board played by the wrong contestants: Law 15B), its contestants ranked by number and name, its carry-over and session; or a file of seatings for what the logs do not say. Repeat for several sessions":
    "un fichier de mouvement (JSON, voir le README) : un mouvement au format 1 (bridgelaw movement ; schema/movement.v1.json de @bridgelaw/scoring), contrôlé contre les journaux de son dossier (un étui joué par les mauvais concurrents : Loi 15B), ses concurrents classés par numéro et nom, son report et sa séance ; ou un fichier de placements pour ce que les journaux ne disent pas. À répéter pour plusieurs séances",
  "write the output to FILE instead of standard output (e.g. results.html)":
    "écrit la sortie dans FICHIER au lieu de la sortie standard (p. ex. results.html)",
  "board logs (JSON Lines), or directories: every *.jsonl in them; - reads standard input":
    "journaux de donnes (JSON Lines), ou dossiers : chaque *.jsonl qu'ils contiennent ; - lit l'entrée standard",
  "matchpoints and the ranking": "les points de match et le classement",
  "team matches in VPs": "des matchs par équipes en PV",
  "one JSON object for machines": "un objet JSON pour les programmes",
  "a page to publish": "une page à publier",
  "the ranking for a spreadsheet": "le classement pour un tableur",
  "Write a movement file (format 1, JSON Schema schema/movement.v1.json of @bridgelaw/scoring): a standard movement by kind and size (Mitchell with the skip for an even number of tables, complete Howell, teams' round robin, Swiss), the movement the logs played (their Section, Round, Table, Room and pair or team tags), or a Swiss movement's next round paired by the standings so far without a repeat. `bridgelaw score --movement FILE` checks the logs against it (Law 15B).":
    "Écrit un fichier de mouvement (format 1, schéma JSON schema/movement.v1.json de @bridgelaw/scoring) : un mouvement type par sorte et par taille (Mitchell avec le saut pour un nombre pair de tables, Howell complet, round-robin d'équipes, suisse), le mouvement que les journaux ont joué (leurs étiquettes Section, Round, Table, Room et de paire ou d'équipe), ou le tour suivant d'un mouvement suisse apparié selon le classement acquis, sans rencontre répétée. `bridgelaw score --movement FICHIER` contrôle les journaux contre lui (Loi 15B).",
  "mitchell: the number of tables": "mitchell : le nombre de tables",
  "howell: the number of pairs": "howell : le nombre de paires",
  "round-robin, swiss: the number of teams": "round-robin, swiss : le nombre d'équipes",
  "the rounds to play (default: the whole movement)": "les tours à jouer (par défaut : tout le mouvement)",
  "the boards of a round": "les étuis d'un tour",
  "the section's name": "le nom de la section",
  "the event's name (sessions of one event give the same)":
    "le nom de l'épreuve (les séances d'une même épreuve donnent le même)",
  "next-round: the Swiss movement so far": "next-round : le mouvement suisse jusqu'ici",
  "from-logs: the contestants are the teams (default: when every log names its teams)":
    "from-logs : les concurrents sont les équipes (par défaut : quand chaque journal nomme ses équipes)",
  "mitchell, howell, round-robin, swiss (its first round), from-logs (the movement the logs played), next-round (a Swiss movement's next round from the logs' standings)":
    "mitchell, howell, round-robin, swiss (son premier tour), from-logs (le mouvement que les journaux ont joué), next-round (le tour suivant d'un mouvement suisse d'après le classement des journaux)",
  "from-logs, next-round: board logs or directories":
    "from-logs, next-round : journaux de donnes ou dossiers",
  "Import PBN 2.1 and BBO LIN files (or directories of them: every .pbn and .lin in each) into board logs in one run, one per board, named by event and board (`event-board-3.jsonl`). Each BoardStarted carries the players, pairs (PairNS/PairEW, else named by their two players), teams (HomeTeam/VisitTeam by Room), event, section, round, table, room and date. Each log is replayed by the Laws and must come to what the record says (contract, declarer, Result). The summary line counts the records: complete (the whole board to its result), incomplete (a log written that lacks part of the record: a play cut off, an auction unfinished, cards after an unknown card, a play without its auction, damaged text such as a record cut off by the end of the file or a NUL), not played (the deal only: a score for it is the Director's, Law 12C2) and rejected (not a board or a board number a log cannot hold, or a record that contradicts itself: a card not held, a Result the play does not give, a tag given twice with two values). No record's error aborts the file: the other records are still written. Each record lost, and each error, is named with its line without --verbose. Several files end with a summary line on standard error (N ok, M failed). A progress bar shows on a terminal. Exit 0 when every record is complete or not played, with no error; 1 when a record was rejected or a board is incomplete (the others are still written, unless --strict), when an error was found, when a file has no record or cannot be read; 2 on a usage error (or logs already in DIR without --force).":
    "Importe des fichiers PBN 2.1 et LIN de BBO (ou des dossiers : chaque .pbn et .lin de chacun) en journaux de donnes en une exécution, un par donne, nommé d'après l'épreuve et l'étui (`event-board-3.jsonl`). Chaque BoardStarted porte les joueurs, les paires (PairNS/PairEW, sinon nommées par leurs deux joueurs), les équipes (HomeTeam/VisitTeam selon la salle), l'épreuve, la section, le tour, la table, la salle et la date. Chaque journal est rejoué selon les Lois et doit aboutir à ce que dit l'enregistrement (contrat, déclarant, Result). La ligne de synthèse compte les enregistrements : complets (toute la donne jusqu'à son résultat), incomplets (un journal écrit auquel manque une partie de l'enregistrement : un jeu coupé, des enchères inachevées, des cartes après une carte inconnue, un jeu sans ses enchères, un texte endommagé comme un enregistrement coupé par la fin du fichier ou un NUL), non joués (la donne seule : sa marque relève de l'arbitre, Loi 12C2) et rejetés (pas une donne ou un numéro d'étui qu'un journal ne peut pas porter, ou un enregistrement qui se contredit : une carte que le joueur n'a pas, un Result que le jeu ne donne pas, une étiquette donnée deux fois avec deux valeurs). L'erreur d'un enregistrement n'interrompt pas le fichier : les autres enregistrements sont quand même écrits. Chaque enregistrement perdu, et chaque erreur, est nommé avec sa ligne sans --verbose. Plusieurs fichiers se terminent par une ligne de synthèse sur la sortie d'erreur (N sans problème, M en échec). Une barre de progression s'affiche dans un terminal. Code de sortie 0 quand chaque enregistrement est complet ou non joué, sans erreur ; 1 quand un enregistrement a été rejeté ou une donne est incomplète (les autres sont quand même écrits, sauf avec --strict), quand une erreur a été trouvée, quand un fichier n'a aucun enregistrement ou ne peut être lu ; 2 sur une erreur d'utilisation (ou des journaux déjà présents dans DOSSIER sans --force).",
  "the directory for the board logs (made if need be): one JSON Lines log a board":
    "le dossier des journaux de donnes (créé au besoin) : un journal JSON Lines par donne",
  "keep what replays of a board that contradicts itself (a play that does not replay, a Result the play does not reach) as an incomplete board, instead of rejecting it":
    "garde ce qui se rejoue d'une donne qui se contredit (un jeu qui ne se rejoue pas, un Result que le jeu n'atteint pas) comme donne incomplète, au lieu de la rejeter",
  "the whole file or nothing: write no log when any record is rejected or a board incomplete (the first is named)":
    "tout le fichier ou rien : n'écrit aucun journal quand un enregistrement est rejeté ou une donne incomplète (le premier est nommé)",
  "replace logs already in DIR": "remplace les journaux déjà présents dans DOSSIER",
  "print every record's report: its errors and warnings with their lines, and what was not imported":
    "imprime le rapport de chaque enregistrement : ses erreurs et avertissements avec leurs lignes, et ce qui n'a pas été importé",
  "write the whole import report as JSON: for each record, its status, what was and was not imported, every problem with its line":
    "écrit tout le rapport d'importation en JSON : pour chaque enregistrement, son état, ce qui a été importé ou non, chaque problème avec sa ligne",
  "PBN (.pbn) or BBO LIN (.lin) files, or directories of them (every .pbn and .lin in each, in name order)":
    "fichiers PBN (.pbn) ou LIN de BBO (.lin), ou dossiers de ces fichiers (chaque .pbn et .lin de chacun, dans l'ordre des noms)",
  "one log a board in logs/": "un journal par donne dans le dossier `logs/`",
  "every .pbn and .lin of a directory": "chaque .pbn et .lin d'un dossier",
  "with the full report": "avec le rapport complet",
  "keep what replays, show every problem": "garder ce qui se rejoue, montrer chaque problème",
  "all the boards or none": "toutes les donnes ou aucune",
  "Export board logs as PBN 2.1 (export format: the mandatory tags in order, the auction and play with their notes, the irregularities PBN marks, the rest as commentary) or as BBO LIN. Each log is replayed first; a log that does not replay is reported (the file and line) and left out. Exit 0 when every log is exported, 1 when one is invalid or unreadable, 2 on a usage error.":
    "Exporte des journaux de donnes en PBN 2.1 (format d'exportation : les étiquettes obligatoires dans l'ordre, les enchères et le jeu avec leurs notes, les irrégularités que PBN marque, le reste en commentaire) ou en LIN de BBO. Chaque journal est d'abord rejoué ; un journal qui ne se rejoue pas est signalé (le fichier et la ligne) et laissé de côté. Code de sortie 0 quand chaque journal est exporté, 1 quand l'un est invalide ou illisible, 2 sur une erreur d'utilisation.",
  "pbn: PBN 2.1 export format (CRLF, ISO 8859-1 in a file); lin: BBO LIN, one board a line":
    "pbn : format d'exportation PBN 2.1 (CRLF, ISO 8859-1 dans un fichier) ; lin : LIN de BBO, une donne par ligne",
  "write to FILE instead of standard output": "écrit dans FICHIER au lieu de la sortie standard",
  "board logs (JSON Lines), in the order they are to be written, or directories of them (every *.jsonl in each, in name order); - reads standard input":
    "journaux de donnes (JSON Lines), dans l'ordre où ils doivent être écrits, ou dossiers de journaux (chaque *.jsonl de chacun, dans l'ordre des noms) ; - lit l'entrée standard",
  "a PBN file for scoring programs": "un fichier PBN pour les programmes de marque",
  "a LIN line for BBO's hand viewer": "une ligne LIN pour la visionneuse de donnes de BBO",
  "Print the claim checker's report for the claim in each board log: the double-dummy tricks with a best line, whether the claim holds whatever the claimer plays, whether it holds on the stated line (and a losing line if not), an outstanding trump (70C), a card whose place the tricks depend on (70E), and tricks no play could lose (71B, 69B). It informs the Director; his ruling decides. Several claims (--all, several logs, a directory) are checked on every core (--workers), the same reports as on one. Exit 0 on a report for each log, 1 when a log is invalid or has no claim, 2 on a usage error.":
    "Imprime le rapport du vérificateur de revendication pour la revendication de chaque journal de donne : les levées en double mort avec une ligne de jeu optimale, si la revendication tient quoi que joue son auteur, si elle tient sur la ligne annoncée (et une ligne perdante sinon), un atout adverse restant (70C), une carte dont la place conditionne les levées (70E), et les levées qu'aucun jeu ne pourrait perdre (71B, 69B). Il informe l'arbitre ; sa décision tranche. Plusieurs revendications (--all, plusieurs journaux, un dossier) sont vérifiées sur chaque cœur (--workers), avec les mêmes rapports que pour une seule. Code de sortie 0 sur un rapport pour chaque journal, 1 quand un journal est invalide ou n'a pas de revendication, 2 sur une erreur d'utilisation.",
  "print the report as one JSON object (a line for each claim)":
    "imprime le rapport en un objet JSON (une ligne par revendication)",
  "every claim of each log, not only the last":
    "chaque revendication de chaque journal, pas seulement la dernière",
  "threads that check claims at once (default: one per core, at most 16)":
    "fils d'exécution qui vérifient des revendications en même temps (par défaut : un par cœur, 16 au plus)",
  "board logs (JSON Lines) with a claim, in the order given, or directories: every *.jsonl in them; - reads standard input":
    "journaux de donnes (JSON Lines) avec une revendication, dans l'ordre donné, ou dossiers : chaque *.jsonl qu'ils contiennent ; - lit l'entrée standard",
  "the report, as text": "le rapport, en texte",
  "as one JSON object": "en un objet JSON",
  "every claim of every log in a session's directory, on 4 threads":
    "chaque revendication de chaque journal du dossier d'une séance, sur 4 fils d'exécution",
  "Print the double-dummy table of each deal (tricks for each declarer in each strain, the opening lead by declarer's left-hand opponent) and its par score from North-South's side, with the dealer bidding first and the board's vulnerability. Exit 0 when every deal was solved, 1 when a deal could not be read, 2 on a usage error.":
    "Imprime la table double mort de chaque donne (les levées de chaque déclarant dans chaque dénomination, l'entame par l'adversaire de gauche du déclarant) et sa marque par du côté de Nord-Sud, le donneur déclarant le premier, avec la vulnérabilité de l'étui. Code de sortie 0 quand chaque donne a été résolue, 1 quand une donne n'a pas pu être lue, 2 sur une erreur d'utilisation.",
  "a PBN file (boards with their Deal, Dealer and Vulnerable tags: hand records, session files), a directory (every board log and PBN file in it: a session), a board log (JSON Lines: its deal, dealer and vulnerability; a sealed log's chain checked first) or a file of deals, one a line (a PBN deal string, a PBN [Deal] tag or a DDS PBN line); - reads standard input":
    "un fichier PBN (des donnes avec leurs étiquettes Deal, Dealer et Vulnerable : fiches de donnes, fichiers de séance), un dossier (chaque journal de donne et fichier PBN qu'il contient : une séance), un journal de donne (JSON Lines : sa donne, son donneur et sa vulnérabilité ; la chaîne d'un journal scellé vérifiée d'abord) ou un fichier de donnes, une par ligne (une chaîne de donne PBN, une étiquette PBN [Deal] ou une ligne PBN de DDS) ; - lit l'entrée standard",
  "the vulnerability par is computed for when the board does not give one (default None)":
    "la vulnérabilité pour laquelle le par est calculé quand l'étui n'en donne pas (`None` par défaut)",
  'text (default); json: one object a board, a line each: {"board"?, "dealer"?, "deal", "vulnerability", "table": {"N": {"S", "H", "D", "C", "NT"}, …}, "par": {"NS", "contracts"}}; pbn: a PBN hand record a deal (the tables that played the same deal share one) with DoubleDummyTricks, OptimumScore, ParContract and OptimumResultTable; html: a printable page of hand records, several deals a page, each with its diagram, HCP, double-dummy table and par':
    'text (par défaut) ; json : un objet par donne, une ligne chacun : {"board"?, "dealer"?, "deal", "vulnerability", "table": {"N": {"S", "H", "D", "C", "NT"}, …}, "par": {"NS", "contracts"}} ; pbn : une fiche de donne PBN par donne (les tables qui ont joué la même donne en partagent une) avec DoubleDummyTricks, OptimumScore, ParContract et OptimumResultTable ; html : une page imprimable de fiches de donnes, plusieurs donnes par page, chacune avec son diagramme, ses points H, sa table double mort et son par',
  "threads that solve deals at once (default: one per core, at most 16)":
    "fils d'exécution qui résolvent des donnes en même temps (par défaut : un par cœur, 16 au plus)",
  'PBN deal strings, each one argument: "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 …"':
    'chaînes de donne PBN, chacune un argument : "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 …"',
  "one deal": "une donne",
  "a JSON line for each deal of a file": "une ligne JSON pour chaque donne d'un fichier",
  "hand records of a PBN session: tables and par for each board's dealer and vulnerability":
    "les fiches de donnes d'une séance PBN : tables et par selon le donneur et la vulnérabilité de chaque étui",
  "printable hand records of a session's logs: one per deal, diagram, HCP, table and par":
    "les fiches de donnes imprimables des journaux d'une séance : une par donne, diagramme, points H, table et par",
  "Compare two logs of the same board: the first position where their events differ (seals aside), and how the board the Laws derive from each differs: result, the score at the table, as ruled, on appeal and which applies, options pending, rulings needed, penalties, appeals, and the consequences derived in one log only. The what-if a committee asks: had the Director ruled otherwise. Exit 0 when compared (same or not), 1 when a log cannot be read or does not replay, 2 on a usage error or two logs of different boards.":
    "Compare deux journaux d'une même donne : la première position où leurs événements diffèrent (sceaux mis à part), et en quoi la donne que les Lois tirent de chacun diffère : résultat, marque à la table, décidée, en appel et celle qui s'applique, options en suspens, décisions à prendre, pénalités, appels, et les conséquences tirées dans un seul journal. La question que pose un comité : si l'arbitre avait décidé autrement. Code de sortie 0 une fois comparés (identiques ou non), 1 quand un journal ne peut être lu ou ne se rejoue pas, 2 sur une erreur d'utilisation ou deux journaux de donnes différentes.",
  "print the comparison as one JSON object": "imprime la comparaison en un objet JSON",
  "a board log (JSON Lines)": "un journal de donne (JSON Lines)",
  "another log of the same board (e.g. with another ruling)":
    "un autre journal de la même donne (p. ex. avec une autre décision)",
  "Record the Director's ruling in a board log. Without a ruling (and not at a terminal): list the questions open for the Director, each with the answers it takes and the command that answers it (quoted, to paste as it is), and the adjusted score the board would take (its own contract; 12C2 for a board not played). --all lists them for every log given, directories too, in one run. With --law and --answer/--tricks: a DirectorRuled answering the open question under that Law; with --outcome/--ns/--ew: an adjusted score (ScoreAdjusted, Law 12C …). At a terminal, asks for what the flags do not give. The table decides whether it can be recorded (a question not asked is refused); the new result is shown, then the line is appended (a sealed log stays sealed). Exit 0 written or listed, 1 the log is invalid or the ruling refused (nothing written), 2 usage error.":
    "Inscrit la décision de l'arbitre dans un journal de donne. Sans décision (et hors d'un terminal) : liste les questions ouvertes pour l'arbitre, chacune avec les réponses qu'elle admet et la commande qui y répond (entre guillemets, à coller telle quelle), et la marque ajustée que la donne prendrait (son propre contrat ; 12C2 pour une donne non jouée). --all les liste pour chaque journal donné, dossiers compris, en une exécution. Avec --law et --answer/--tricks : un DirectorRuled qui répond à la question ouverte sous cette Loi ; avec --outcome/--ns/--ew : une marque ajustée (ScoreAdjusted, Loi 12C …). Dans un terminal, demande ce que les options ne donnent pas. La table décide si elle peut être inscrite (une question non posée est refusée) ; le nouveau résultat est montré, puis la ligne ajoutée (un journal scellé reste scellé). Code de sortie 0 inscrit ou listé, 1 le journal est invalide ou la décision refusée (rien d'écrit), 2 erreur d'utilisation.",
  "show the line and the new result without writing anything":
    "montre la ligne et le nouveau résultat sans rien écrire",
  "when it happened, ISO 8601 (default: now); the 79C and 92B time limits are judged from it":
    "quand cela s'est produit, en ISO 8601 (par défaut : maintenant) ; les délais de 79C et 92B en sont jugés",
  "who records it (the envelope's by)": "qui l'inscrit (le champ `by` de l'enveloppe)",
  "a remark kept with the line (the envelope's note)":
    "une remarque gardée avec la ligne (le champ `note` de l'enveloppe)",
  "the head the sealed log must end at (the one published or seen): otherwise nothing is appended":
    "la tête à laquelle le journal scellé doit finir (celle publiée ou vue) : sinon rien n'est ajouté",
  "record the fact even when the Laws will not apply it (late under 79C or 92B, no concurrence under 92D): it stays in the log as a fact":
    "inscrit le fait même quand les Lois ne l'appliqueront pas (tardif selon 79C ou 92B, sans accord selon 92D) : il reste dans le journal comme un fait",
  "list what is open for the Director in every log given (directories: every *.jsonl in them), in one run; records nothing":
    "liste ce qui est ouvert pour l'arbitre dans chaque journal donné (dossiers : chaque *.jsonl qu'ils contiennent), en une exécution ; n'inscrit rien",
  "with --all: list only the boards with a question open for the Director or without a result (an adjusted score to award); the summary still counts every log":
    "avec --all : ne liste que les donnes avec une question ouverte pour l'arbitre ou sans résultat (une marque ajustée à attribuer) ; la synthèse compte toujours chaque journal",
  "the Law of the question answered (64C1, 27B1, 50E4 …) or of the adjusted score (12C1(b) …)":
    "la Loi de la question tranchée (64C1, 27B1, 50E4 …) ou de la marque ajustée (12C1(b) …)",
  "the position the question is about, when several are open under one Law":
    "la position sur laquelle porte la question, quand plusieurs sont ouvertes sous une même Loi",
  "the answer, one of the question's answers when it lists them":
    "la réponse, l'une des réponses de la question quand elle les liste",
  "the tricks the ruling credits (64C: to the declaring side; 70: to the claimer's side …)":
    "les levées que la décision attribue (64C : au camp du déclarant ; 70 : au camp de l'auteur de la revendication …)",
  "the ruling in the Director's words": "la décision dans les mots de l'arbitre",
  "when the adjusted score was requested (92B: within the time limit)":
    "quand la marque ajustée a été demandée (92B : dans le délai)",
  'one outcome of the adjusted score for both sides: "[CONTRACT [DECLARER]] TRICKS [WEIGHT]" or "score POINTS [WEIGHT]" (e.g. "3H N 9 60%"); repeat it for a weighted score':
    "un résultat de la marque ajustée pour les deux camps : `[CONTRAT [DÉCLARANT]] LEVÉES [POIDS]` ou `score POINTS [POIDS]` (p. ex. `3H N 9 60%`) ; à répéter pour une marque pondérée",
  "North-South's own score: average-plus, average, average-minus (12C2), a percentage (60%), IMPs (+3imps), or outcomes separated by ;":
    "la marque propre de Nord-Sud : average-plus, average, average-minus (12C2), un pourcentage (60%), des IMP (+3imps), ou des résultats séparés par ;",
  "East-West's own score, as --ns": "la marque propre d'Est-Ouest, comme --ns",
  "an 86B1 score (a board with a result at one table only): the log of the other table of the match, with the result; a score that is not clearly favourable (3 IMPs or less expected, WBFLC) is refused: the Director rules under 12C2":
    "une marque selon 86B1 (un étui avec un résultat à une seule table) : le journal de l'autre table du match, avec le résultat ; une marque qui n'est pas nettement favorable (3 IMP ou moins attendus, WBFLC) est refusée : l'arbitre décide selon 12C2",
  "the board log (JSON Lines) to append to; it must replay. With --all: logs or directories (every *.jsonl in each) to list":
    "le journal de donne (JSON Lines) auquel ajouter ; il doit se rejouer. Avec --all : journaux ou dossiers (chaque *.jsonl de chacun) à lister",
  "the questions open for the Director": "les questions ouvertes pour l'arbitre",
  "answer the 64C1 question": "répondre à la question de 64C1",
  "what is open in every board of a session": "ce qui est ouvert dans chaque donne d'une séance",
  "only the boards of a session the Director has to deal with":
    "seulement les donnes d'une séance dont l'arbitre doit s'occuper",
  "a weighted adjusted score, shown but not written": "une marque ajustée pondérée, montrée mais pas écrite",
  "an 86B1 score for a board not played at table 2, tested against table 1's result":
    "une marque selon 86B1 pour un étui non joué à la table 2, éprouvée contre le résultat de la table 1",
  "Record a player's choice among the options the Law gives him (OptionChosen, Law 10C1). Without a choice (and not at a terminal): list the options pending with their ids. --seat and --law may be left out when only one pending option fits. At a terminal, asks for what the flags do not give. An option that is not pending is refused by the table. Exit 0 written or listed, 1 the log is invalid or the choice refused (nothing written), 2 usage error.":
    "Inscrit le choix d'un joueur parmi les options que la Loi lui donne (OptionChosen, Loi 10C1). Sans choix (et hors d'un terminal) : liste les options en suspens avec leurs identifiants. --seat et --law peuvent être omis quand une seule option en suspens convient. Dans un terminal, demande ce que les options ne donnent pas. Une option qui n'est pas en suspens est refusée par la table. Code de sortie 0 inscrit ou listé, 1 le journal est invalide ou le choix refusé (rien d'écrit), 2 erreur d'utilisation.",
  "the player who chooses": "le joueur qui choisit",
  "the Law of the option (27A1, 29A, 54, 50D2 …)": "la Loi de l'option (27A1, 29A, 54, 50D2 …)",
  "the option chosen, one of the ids pending lists (accept, refuse, forbid-S …)":
    "l'option choisie, l'un des identifiants que liste pending (accept, refuse, forbid-S …)",
  "the board log (JSON Lines) to append to; it must replay":
    "le journal de donne (JSON Lines) auquel ajouter ; il doit se rejouer",
  "the options pending": "les options en suspens",
  "Appeals (Laws 92–93): `appeal lodge FILE` records an appeal against a ruling, `appeal decide FILE` the decision on it. Each without its flags (and not at a terminal) lists the rulings, the appeals and the 92B time limit.":
    "Appels (Lois 92–93) : `appeal lodge FICHIER` inscrit un appel contre une décision, `appeal decide FICHIER` la décision sur cet appel. Chacune sans ses options (et hors d'un terminal) liste les décisions, les appels et le délai de 92B.",
  "Lodge an appeal against a ruling (AppealLodged, Law 92). Without --side (and not at a terminal): list the rulings, the appeals and the 92B time limit. The table says whether it is heard: within the time limit (92B), through the Director (92C), with concurrence (92D); one that would not be heard is refused unless --record-anyway. Exit 0 written or listed, 1 the log is invalid or the appeal refused (nothing written), 2 usage error.":
    "Fait appel d'une décision (AppealLodged, Loi 92). Sans --side (et hors d'un terminal) : liste les décisions, les appels et le délai de 92B. La table dit s'il est entendu : dans le délai (92B), par l'intermédiaire de l'arbitre (92C), avec l'accord requis (92D) ; un appel qui ne serait pas entendu est refusé sauf avec --record-anyway. Code de sortie 0 inscrit ou listé, 1 le journal est invalide ou l'appel refusé (rien d'écrit), 2 erreur d'utilisation.",
  "Record the decision on an appeal (AppealDecided, Law 93): it supersedes the ruling, nothing is rewritten. Without --body/--decision (and not at a terminal): list the rulings and appeals. A decision with no appeal open is refused by the table; a committee's decision on a point of law is a recommendation (93B3) and is refused unless --record-anyway. Exit 0 written or listed, 1 the log is invalid or the decision refused (nothing written), 2 usage error.":
    "Inscrit la décision sur un appel (AppealDecided, Loi 93) : elle remplace la décision de l'arbitre, rien n'est réécrit. Sans --body/--decision (et hors d'un terminal) : liste les décisions et les appels. Une décision sans appel ouvert est refusée par la table ; la décision d'un comité sur un point de droit est une recommandation (93B3) et est refusée sauf avec --record-anyway. Code de sortie 0 inscrit ou listé, 1 le journal est invalide ou la décision refusée (rien d'écrit), 2 erreur d'utilisation.",
  "Record a score correction (ScoreCorrected, Law 79C; 69B2, 71). Without the corrected entry (and not at a terminal): show the score at the table and the Correction Period. Within the period (79C1) it applies; after it only with --to-agreed --td-certain (79C2); a correction the Law would not apply is refused unless --record-anyway. Exit 0 written or listed, 1 the log is invalid or the correction refused (nothing written), 2 usage error.":
    "Inscrit une rectification de marque (ScoreCorrected, Loi 79C ; 69B2, 71). Sans l'inscription rectifiée (et hors d'un terminal) : montre la marque à la table et le délai de rectification. Dans le délai (79C1) elle s'applique ; après, seulement avec --to-agreed --td-certain (79C2) ; une rectification que la Loi n'appliquerait pas est refusée sauf avec --record-anyway. Code de sortie 0 inscrit ou listé, 1 le journal est invalide ou la rectification refusée (rien d'écrit), 2 erreur d'utilisation.",
  "79C (a scoring error, the default), 69B2 (an agreement withdrawn) or 71 (a concession cancelled)":
    "79C (une erreur de marque, par défaut), 69B2 (un acquiescement retiré) ou 71 (une concession annulée)",
  "the corrected contract (4S, 3NTX, Pass; under --lang fr also 4♠, 3SAX, Passe); default the auction's":
    "le contrat rectifié (4S, 3NTX, Pass ; avec --lang fr aussi 4♠, 3SAX, Passe) ; par défaut celui des enchères",
  "the corrected declarer; default the auction's": "le déclarant rectifié ; par défaut celui des enchères",
  "declarer's tricks": "les levées du déclarant",
  "North-South's points, instead of a contract and tricks":
    "les points de Nord-Sud, au lieu d'un contrat et de levées",
  "79C2: the Tournament Organizer agrees to a correction after the Correction Period":
    "79C2 : l'organisateur accepte une rectification après le délai de rectification",
  "79C2: the Director is completely certain the recorded score is wrong":
    "79C2 : l'arbitre est tout à fait certain que la marque inscrite est fausse",
  "when the correction was asked for (default --at): the 79C period is judged from it":
    "quand la rectification a été demandée (par défaut --at) : le délai de 79C en est jugé",
  "what was wrong (kept in the log; required with --force)":
    "ce qui était faux (gardé dans le journal ; obligatoire avec --force)",
  "record --tricks N that contradicts the tricks played in the log (the reason in --text is kept in the log)":
    "inscrit un --tricks N qui contredit les levées jouées dans le journal (le motif donné par --text est gardé dans le journal)",
  "the score at the table and the Correction Period": "la marque à la table et le délai de rectification",
  "the side that appeals (92A)": "le camp qui fait appel (92A)",
  "the position of the ruling appealed (default: the last ruling)":
    "la position de la décision contestée (par défaut : la dernière décision)",
  "the players who agree to appeal, e.g. N,S (92D1: both members at pairs)":
    "les joueurs qui acceptent de faire appel, p. ex. N,S (92D1 : les deux membres de la paire)",
  "the team captain agrees (92D2, teams)": "le capitaine de l'équipe est d'accord (92D2, par équipes)",
  "the form of contest (92D; default pairs)": "la forme de l'épreuve (92D ; par défaut pairs)",
  "the appeal was not lodged through the Director (92C: it is not heard)":
    "l'appel n'a pas été déposé par l'intermédiaire de l'arbitre (92C : il n'est pas entendu)",
  "the appeal's grounds": "les motifs de l'appel",
  "the position of the appeal decided (default: the last appeal not yet decided)":
    "la position de l'appel tranché (par défaut : le dernier appel pas encore tranché)",
  "who decides: the Director in charge (93A, 93B1), the committee (93B2), the RA (93C)":
    "qui tranche : l'arbitre responsable (93A, 93B1), le comité (93B2), l'autorité réglementaire (93C)",
  "the point decided (93B1: law by the Director; 93B3: a committee only recommends on law)":
    "le point tranché (93B1 : le droit, par l'arbitre ; 93B3 : un comité ne fait que recommander sur le droit)",
  "upheld, changed (with the new score), or cancelled (the table score stands again)":
    "upheld (confirmée), changed (modifiée, avec la nouvelle marque) ou cancelled (annulée : la marque de la table vaut à nouveau)",
  "the Law of the score decided, for changed (12C1(b), 12C1(c) …)":
    "la Loi de la marque tranchée, pour changed (12C1(b), 12C1(c) …)",
  "a penalty appealed: its new amount (same unit)":
    "une pénalité contestée : son nouveau montant (même unité)",
  "the appeal was without merit (92A)": "l'appel était sans fondement (92A)",
  "the decision's reasons": "les motifs de la décision",
};

/** effect/cli's names of the values a flag or an argument takes, and the commands' own (`--out FILE`). */
export const HELP_TYPES_FR: Readonly<Record<string, string>> = {
  string: "texte",
  integer: "entier",
  choice: "choix",
  float: "nombre",
  date: "date",
  path: "chemin",
  file: "fichier",
  directory: "dossier",
  FILE: "FICHIER",
  DIR: "DOSSIER",
  HASH: "HACHAGE",
  "HASH|FILE": "HACHAGE|FICHIER",
  LAW: "LOI",
  LOG: "JOURNAL",
  NAME: "NOM",
  TEXT: "TEXTE",
  TIME: "HEURE",
  SEATS: "SIÈGES",
  SCORE: "MARQUE",
};
