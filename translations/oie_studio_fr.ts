<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ErrorAnalysis</name>
    <message>
        <source>the sentence has no gold triple, so no extraction of it can be correct</source>
        <translation>la phrase n&apos;a aucun triplet de référence, donc aucune de ses extractions ne peut être correcte</translation>
    </message>
    <message>
        <source>matches triple %1 of synset %2</source>
        <translation>correspond au triplet %1 du synset %2</translation>
    </message>
    <message>
        <source>no slot is a realization of that slot of any gold triple of the sentence</source>
        <translation>aucun slot n&apos;est une réalisation de ce slot dans un triplet de référence de la phrase</translation>
    </message>
    <message>
        <source>%1 %2 is not a realization of any gold %1</source>
        <translation>%1 %2 n&apos;est la réalisation d&apos;aucun slot « %1 » de référence</translation>
    </message>
    <message>
        <source>each slot is a realization of that slot of some gold triple, but no triple has all three</source>
        <translation>chaque slot est une réalisation de ce slot dans un triplet de référence, mais aucun triplet ne les a tous les trois</translation>
    </message>
    <message>
        <source>the %1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>closest triple in synset %1 differs only in %2</source>
        <translation>le triplet le plus proche dans le synset %1 ne diffère que par : %2</translation>
    </message>
    <message>
        <source>closest triple in synset %1 differs in %2</source>
        <translation>le triplet le plus proche dans le synset %1 diffère par : %2</translation>
    </message>
    <message>
        <source>subject</source>
        <translation>sujet</translation>
    </message>
    <message>
        <source>relation</source>
        <translation>relation</translation>
    </message>
    <message>
        <source>object</source>
        <translation>objet</translation>
    </message>
    <message numerus="yes">
        <source>%n more triple(s) as close, in synset(s) %1</source>
        <translation>
            <numerusform>%n autre triplet aussi proche, dans le synset %1</numerusform>
            <numerusform>%n autres triplets aussi proches, dans le(s) synset(s) %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConlluReader</name>
    <message>
        <source>head %1 is past the last word of the sentence (%2); read as the root</source>
        <translation>la tête %1 dépasse le dernier mot de la phrase (%2) ; lue comme racine</translation>
    </message>
    <message>
        <source>word %1 is its own head; read as the root</source>
        <translation>le mot %1 est sa propre tête ; lu comme racine</translation>
    </message>
    <message>
        <source>expected 10 tab-separated columns, found %1; line skipped</source>
        <translation>10 colonnes séparées par des tabulations attendues, %1 trouvées ; ligne ignorée</translation>
    </message>
    <message>
        <source>bad word id &quot;%1&quot;; line skipped</source>
        <translation>identifiant de mot « %1 » invalide ; ligne ignorée</translation>
    </message>
    <message>
        <source>bad multiword token range &quot;%1&quot;; line skipped</source>
        <translation>plage de jeton multi-mots « %1 » invalide ; ligne ignorée</translation>
    </message>
    <message>
        <source>word id %1 out of sequence (expected %2); line skipped</source>
        <translation>identifiant de mot %1 hors séquence (%2 attendu) ; ligne ignorée</translation>
    </message>
    <message>
        <source>bad head &quot;%1&quot; (a word id or 0 was expected); read as the root</source>
        <translation>tête « %1 » invalide (identifiant de mot ou 0 attendu) ; lue comme racine</translation>
    </message>
</context>
<context>
    <name>DocumentImport</name>
    <message>
        <source>OIE Studio project</source>
        <translation>projet OIE Studio</translation>
    </message>
    <message>
        <source>BenchIE gold</source>
        <translation>référence BenchIE</translation>
    </message>
    <message>
        <source>CoNLL-U</source>
        <translation>CoNLL-U</translation>
    </message>
    <message>
        <source>text, one sentence per line</source>
        <translation>texte, une phrase par ligne</translation>
    </message>
    <message>
        <source>raw text</source>
        <translation>texte brut</translation>
    </message>
</context>
<context>
    <name>FacetText</name>
    <message>
        <source>Default</source>
        <extracomment>Facet (scoring mode) of BenchIE: exact slot-wise matching</extracomment>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Concat</source>
        <extracomment>Facet (scoring mode) of BenchIE: the three slots concatenated</extracomment>
        <translation>Concaténé</translation>
    </message>
    <message>
        <source>Minimal</source>
        <extracomment>Facet (scoring mode) of BenchIE: minimal gold slots</extracomment>
        <translation>Minimal</translation>
    </message>
    <message>
        <source>Minimal concat</source>
        <extracomment>Facet (scoring mode) of BenchIE: minimal gold slots, concatenated</extracomment>
        <translation>Minimal concaténé</translation>
    </message>
    <message>
        <source>Entity</source>
        <extracomment>Facet (scoring mode) of BenchIE: entity-clean triples only</extracomment>
        <translation>Entité</translation>
    </message>
    <message>
        <source>Subject, relation and object each match a gold slot</source>
        <translation>Le sujet, la relation et l&apos;objet correspondent chacun à un champ de la référence</translation>
    </message>
    <message>
        <source>Subject, relation and object joined into one string match a joined gold triple</source>
        <translation>Le sujet, la relation et l&apos;objet, réunis en une seule chaîne, correspondent à un triplet de référence réuni</translation>
    </message>
    <message>
        <source>Only the minimal gold slots count: every optional [bracketed] part removed</source>
        <translation>Seuls les champs de référence minimaux comptent : toutes les parties optionnelles [entre crochets] sont retirées</translation>
    </message>
    <message>
        <source>Minimal gold slots, matched as one joined string</source>
        <translation>Champs de référence minimaux, comparés comme une seule chaîne réunie</translation>
    </message>
    <message>
        <source>Only gold triples whose subject and object are whole entities count</source>
        <translation>Seuls comptent les triplets de référence dont le sujet et l&apos;objet sont des entités entières</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open Gold...</source>
        <translation>&amp;Ouvrir la référence...</translation>
    </message>
    <message>
        <source>Open a BenchIE gold annotation file</source>
        <translation>Ouvrir un fichier d&apos;annotations de référence BenchIE</translation>
    </message>
    <message>
        <source>&amp;Add System Output...</source>
        <translation>&amp;Ajouter une sortie de système...</translation>
    </message>
    <message>
        <source>Score the extractions of an OIE system against the gold</source>
        <translation>Évaluer les extractions d&apos;un système OIE par rapport à la référence</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Afficha&amp;ge</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About OIE Studio</source>
        <translation>À &amp;propos d&apos;OIE Studio</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
    <message>
        <source>&amp;Facet:</source>
        <translation>&amp;Facette :</translation>
    </message>
    <message>
        <source>How extractions are matched against the gold</source>
        <translation>Comment les extractions sont comparées à la référence</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Phrases</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Open Gold</source>
        <translation>Ouvrir la référence</translation>
    </message>
    <message>
        <source>BenchIE gold files (*.txt);;All files (*)</source>
        <translation>Fichiers de référence BenchIE (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation>Ouvrez un fichier de référence avant d&apos;ajouter des sorties de système.</translation>
    </message>
    <message>
        <source>Add System Output</source>
        <translation>Ajouter une sortie de système</translation>
    </message>
    <message>
        <source>BenchIE system outputs (*.txt);;All files (*)</source>
        <translation>Sorties de système BenchIE (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>System name:</source>
        <translation>Nom du système :</translation>
    </message>
    <message>
        <source>About OIE Studio</source>
        <translation>À propos d&apos;OIE Studio</translation>
    </message>
    <message>
        <source>OIE Studio</source>
        <translation>OIE Studio</translation>
    </message>
    <message>
        <source>%1 - OIE Studio</source>
        <translation>%1 - OIE Studio</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Problèmes (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s)</source>
        <translation>
            <numerusform>%n phrase</numerusform>
            <numerusform>%n phrases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n synset(s)</source>
        <translation>
            <numerusform>%n synset</numerusform>
            <numerusform>%n synsets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n system(s)</source>
        <translation>
            <numerusform>%n système</numerusform>
            <numerusform>%n systèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <extracomment>Status bar: &quot;12 sentences, 34 synsets, 2 systems&quot;</extracomment>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>&lt;h3&gt;OIE Studio %1&lt;/h3&gt;&lt;p&gt;Scores Open Information Extraction systems against fact-based BenchIE gold annotations, under every BenchIE facet.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;OIE Studio %1&lt;/h3&gt;&lt;p&gt;Évalue des systèmes d&apos;extraction d&apos;information ouverte à l&apos;aide des annotations de référence BenchIE fondées sur les faits, selon chaque facette de BenchIE.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Annoter</translation>
    </message>
    <message>
        <source>&amp;Evaluate</source>
        <translation>É&amp;valuer</translation>
    </message>
    <message>
        <source>The annotation workspace is not available yet.</source>
        <translation>L’espace d’annotation n’est pas encore disponible.</translation>
    </message>
</context>
<context>
    <name>PosTagger</name>
    <message>
        <source>The POS tagger&apos;s model %1 cannot be read (%2). Install the Debian package liblingua-en-tagger-perl or set OIE_TAGGER_DIR; sentences stay untagged.</source>
        <translation>Le modèle de l’étiqueteur morphosyntaxique %1 est illisible (%2). Installez le paquet Debian liblingua-en-tagger-perl ou définissez OIE_TAGGER_DIR ; les phrases restent sans étiquettes.</translation>
    </message>
    <message>
        <source>The POS tagger&apos;s model in %1 has no usable tables; sentences stay untagged.</source>
        <translation>Le modèle de l’étiqueteur dans %1 n’a aucune table utilisable ; les phrases restent sans étiquettes.</translation>
    </message>
    <message>
        <source>The POS tagger&apos;s model is not loaded; sentences stay untagged.</source>
        <translation>Le modèle de l’étiqueteur n’est pas chargé ; les phrases restent sans étiquettes.</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>Cannot create the recovery folder %1</source>
        <translation>Impossible de créer le dossier de récupération %1</translation>
    </message>
    <message>
        <source>Cannot write the recovery file: the project could not be serialized</source>
        <translation>Impossible d’écrire le fichier de récupération : le projet n’a pas pu être sérialisé</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Rappel</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Add a system output to see its scores</source>
        <translation>Ajoutez une sortie de système pour voir ses scores</translation>
    </message>
</context>
<context>
    <name>ScoreTableModel</name>
    <message numerus="yes">
        <source>%n extraction(s) of sentences outside the gold ignored</source>
        <translation>
            <numerusform>%n extraction de phrases hors de la référence ignorée</numerusform>
            <numerusform>%n extractions de phrases hors de la référence ignorées</numerusform>
        </translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation>Extractions</translation>
    </message>
    <message>
        <source>TP</source>
        <extracomment>Column header: true positives (keep it short)</extracomment>
        <translation>VP</translation>
    </message>
    <message>
        <source>FP</source>
        <extracomment>Column header: false positives (keep it short)</extracomment>
        <translation>FP</translation>
    </message>
    <message>
        <source>FN</source>
        <extracomment>Column header: false negatives (keep it short)</extracomment>
        <translation>FN</translation>
    </message>
    <message>
        <source>P</source>
        <extracomment>Column header: precision (keep it short)</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <source>R</source>
        <extracomment>Column header: recall (keep it short)</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <source>F1</source>
        <extracomment>Column header: F1 score (keep it short)</extracomment>
        <translation>F1</translation>
    </message>
    <message>
        <source>Extractions read from the system output</source>
        <translation>Extractions lues dans la sortie du système</translation>
    </message>
    <message>
        <source>True positives: gold synsets covered by a correct extraction</source>
        <translation>Vrais positifs : synsets de référence couverts par une extraction correcte</translation>
    </message>
    <message>
        <source>False positives: incorrect extractions</source>
        <translation>Faux positifs : extractions incorrectes</translation>
    </message>
    <message>
        <source>False negatives: gold synsets no extraction covers</source>
        <translation>Faux négatifs : synsets de référence qu&apos;aucune extraction ne couvre</translation>
    </message>
    <message>
        <source>Precision: TP / (TP + FP)</source>
        <translation>Précision : VP / (VP + FP)</translation>
    </message>
    <message>
        <source>Recall: TP / (TP + FN)</source>
        <translation>Rappel : VP / (VP + FN)</translation>
    </message>
    <message>
        <source>F1: harmonic mean of precision and recall</source>
        <translation>F1 : moyenne harmonique de la précision et du rappel</translation>
    </message>
</context>
<context>
    <name>ScoringSession</name>
    <message>
        <source>Cannot read the gold file %1: %2</source>
        <translation>Impossible de lire le fichier de référence %1 : %2</translation>
    </message>
    <message>
        <source>system %1 dropped: %2</source>
        <translation>système %1 retiré : %2</translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation>Ouvrez un fichier de référence avant d&apos;ajouter des sorties de système.</translation>
    </message>
    <message>
        <source>Cannot read the system output %1: %2</source>
        <translation>Impossible de lire la sortie de système %1 : %2</translation>
    </message>
    <message>
        <source>the gold marks no triple as entity-clean: the entity facet scores nothing</source>
        <translation>la référence ne marque aucun triplet comme propre en entités : la facette entité n&apos;évalue rien</translation>
    </message>
</context>
<context>
    <name>SentenceBuckets</name>
    <message>
        <source>CoNLL-U dependencies</source>
        <translation>dépendances CoNLL-U</translation>
    </message>
    <message>
        <source>POS tags</source>
        <translation>étiquettes POS</translation>
    </message>
    <message>
        <source>universal POS tags</source>
        <translation>étiquettes POS universelles</translation>
    </message>
    <message>
        <source>English word lists</source>
        <translation>listes de mots anglais</translation>
    </message>
    <message>
        <source>unknown sentence property &apos;%1&apos; (expected %2)</source>
        <translation>propriété de phrase inconnue &apos;%1&apos; (attendu : %2)</translation>
    </message>
    <message>
        <source>bins over &apos;%1&apos; need at least one edge</source>
        <translation>les classes sur &apos;%1&apos; demandent au moins une borne</translation>
    </message>
    <message>
        <source>the bin edges of &apos;%1&apos; must increase</source>
        <translation>les bornes des classes de &apos;%1&apos; doivent être croissantes</translation>
    </message>
    <message>
        <source>%1 bin edges need %2 labels</source>
        <translation>%1 bornes demandent %2 libellés</translation>
    </message>
    <message>
        <source>sentence property &apos;%1&apos;</source>
        <translation>propriété de phrase &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 (%2 sentences)</source>
        <translation>%1 (%2 phrases)</translation>
    </message>
    <message>
        <source>the project&apos;s tokens (not all space-separated)</source>
        <translation>les tokens du projet (pas tous séparés par des espaces)</translation>
    </message>
    <message>
        <source>the data&apos;s space-separated tokens</source>
        <translation>les tokens des données séparés par des espaces</translation>
    </message>
    <message>
        <source>bucket file %1</source>
        <translation>fichier de classes %1</translation>
    </message>
    <message>
        <source>expected sent_id&lt;TAB&gt;bucket, found %1 field(s)</source>
        <translation>attendu sent_id&lt;TAB&gt;bucket, trouvé %1 champ(s)</translation>
    </message>
    <message>
        <source>sentence id &apos;%1&apos; is not in the gold; the line is ignored</source>
        <translation>l&apos;identifiant de phrase &apos;%1&apos; n&apos;est pas dans la référence ; la ligne est ignorée</translation>
    </message>
    <message>
        <source>sentence &apos;%1&apos; was already put in a bucket on line %2; this line is ignored</source>
        <translation>la phrase &apos;%1&apos; a déjà été classée à la ligne %2 ; cette ligne est ignorée</translation>
    </message>
    <message>
        <source>%1 gold sentence(s) are in no bucket of this file</source>
        <translation>%1 phrase(s) de référence ne sont dans aucune classe de ce fichier</translation>
    </message>
</context>
<context>
    <name>SentenceListModel</name>
    <message numerus="yes">
        <source>%1: %2 (%n synset(s))</source>
        <extracomment>Sentence list entry: &quot;ID: sentence text (N synsets)&quot;</extracomment>
        <translation>
            <numerusform>%1 : %2 (%n synset)</numerusform>
            <numerusform>%1 : %2 (%n synsets)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Scores Open Information Extraction systems against BenchIE gold.</source>
        <translation>Évalue des systèmes d&apos;extraction d&apos;information ouverte avec la référence BenchIE.</translation>
    </message>
    <message>
        <source>BenchIE gold annotation file to open.</source>
        <translation>Fichier d&apos;annotations de référence BenchIE à ouvrir.</translation>
    </message>
    <message>
        <source>Add a system output (NAME=FILE, or FILE). Repeatable.</source>
        <translation>Ajouter une sortie de système (NAME=FILE, ou FILE). Répétable.</translation>
    </message>
    <message>
        <source>Facet to score under: %1.</source>
        <translation>Facette d&apos;évaluation : %1.</translation>
    </message>
    <message>
        <source>Save the window as PNG once shown, then exit.</source>
        <translation>Enregistrer la fenêtre en PNG une fois affichée, puis quitter.</translation>
    </message>
    <message>
        <source>Only one gold file can be opened.</source>
        <translation>Un seul fichier de référence peut être ouvert.</translation>
    </message>
    <message>
        <source>Unknown facet &apos;%1&apos; (expected one of: %2).</source>
        <translation>Facette « %1 » inconnue (valeurs possibles : %2).</translation>
    </message>
    <message>
        <source>--system needs a gold file.</source>
        <translation>--system exige un fichier de référence.</translation>
    </message>
    <message>
        <source>Could not load every input; no screenshot taken.</source>
        <translation>Impossible de charger toutes les entrées ; aucune capture d&apos;écran prise.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
</context>
</TS>
