<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ErrorAnalysis</name>
    <message>
        <source>the sentence has no gold triple, so no extraction of it can be correct</source>
        <translation>该句子没有金标三元组，因此它的任何抽取都不可能正确</translation>
    </message>
    <message>
        <source>matches triple %1 of synset %2</source>
        <translation>与同义集 %2 的三元组 %1 匹配</translation>
    </message>
    <message>
        <source>no slot is a realization of that slot of any gold triple of the sentence</source>
        <translation>没有任何槽位是该句子任一金标三元组对应槽位的实现</translation>
    </message>
    <message>
        <source>%1 %2 is not a realization of any gold %1</source>
        <translation>%1 %2 不是任何金标%1的实现</translation>
    </message>
    <message>
        <source>each slot is a realization of that slot of some gold triple, but no triple has all three</source>
        <translation>每个槽位都是某个金标三元组对应槽位的实现，但没有一个三元组同时包含全部三个</translation>
    </message>
    <message>
        <source>the %1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>closest triple in synset %1 differs only in %2</source>
        <translation>同义集 %1 中最接近的三元组仅在 %2 上不同</translation>
    </message>
    <message>
        <source>closest triple in synset %1 differs in %2</source>
        <translation>同义集 %1 中最接近的三元组在 %2 上不同</translation>
    </message>
    <message>
        <source>subject</source>
        <translation>主语</translation>
    </message>
    <message>
        <source>relation</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>object</source>
        <translation>宾语</translation>
    </message>
    <message numerus="yes">
        <source>%n more triple(s) as close, in synset(s) %1</source>
        <translation>
            <numerusform>另有 %n 个同样接近的三元组，位于同义集 %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConlluReader</name>
    <message>
        <source>head %1 is past the last word of the sentence (%2); read as the root</source>
        <translation>中心词 %1 超出句子最后一个词（%2）；按根节点读取</translation>
    </message>
    <message>
        <source>word %1 is its own head; read as the root</source>
        <translation>词 %1 以自身为中心词；按根节点读取</translation>
    </message>
    <message>
        <source>expected 10 tab-separated columns, found %1; line skipped</source>
        <translation>应为 10 个制表符分隔的列，实际为 %1；已跳过该行</translation>
    </message>
    <message>
        <source>bad word id &quot;%1&quot;; line skipped</source>
        <translation>无效的词编号“%1”；已跳过该行</translation>
    </message>
    <message>
        <source>bad multiword token range &quot;%1&quot;; line skipped</source>
        <translation>无效的多词词元范围“%1”；已跳过该行</translation>
    </message>
    <message>
        <source>word id %1 out of sequence (expected %2); line skipped</source>
        <translation>词编号 %1 顺序错误（应为 %2）；已跳过该行</translation>
    </message>
    <message>
        <source>bad head &quot;%1&quot; (a word id or 0 was expected); read as the root</source>
        <translation>无效的中心词“%1”（应为词编号或 0）；按根节点读取</translation>
    </message>
</context>
<context>
    <name>DocumentImport</name>
    <message>
        <source>OIE Studio project</source>
        <translation>OIE Studio 项目</translation>
    </message>
    <message>
        <source>BenchIE gold</source>
        <translation>BenchIE 金标准</translation>
    </message>
    <message>
        <source>CoNLL-U</source>
        <translation>CoNLL-U</translation>
    </message>
    <message>
        <source>text, one sentence per line</source>
        <translation>文本，每行一句</translation>
    </message>
    <message>
        <source>raw text</source>
        <translation>纯文本</translation>
    </message>
</context>
<context>
    <name>FacetText</name>
    <message>
        <source>Default</source>
        <extracomment>Facet (scoring mode) of BenchIE: exact slot-wise matching</extracomment>
        <translation>默认</translation>
    </message>
    <message>
        <source>Concat</source>
        <extracomment>Facet (scoring mode) of BenchIE: the three slots concatenated</extracomment>
        <translation>拼接</translation>
    </message>
    <message>
        <source>Minimal</source>
        <extracomment>Facet (scoring mode) of BenchIE: minimal gold slots</extracomment>
        <translation>最简</translation>
    </message>
    <message>
        <source>Minimal concat</source>
        <extracomment>Facet (scoring mode) of BenchIE: minimal gold slots, concatenated</extracomment>
        <translation>最简拼接</translation>
    </message>
    <message>
        <source>Entity</source>
        <extracomment>Facet (scoring mode) of BenchIE: entity-clean triples only</extracomment>
        <translation>实体</translation>
    </message>
    <message>
        <source>Subject, relation and object each match a gold slot</source>
        <translation>主语、关系和宾语分别与金标准槽位匹配</translation>
    </message>
    <message>
        <source>Subject, relation and object joined into one string match a joined gold triple</source>
        <translation>主语、关系和宾语拼接成一个字符串后与拼接后的金标准三元组匹配</translation>
    </message>
    <message>
        <source>Only the minimal gold slots count: every optional [bracketed] part removed</source>
        <translation>只计最简金标准槽位：删除所有可选的[方括号]部分</translation>
    </message>
    <message>
        <source>Minimal gold slots, matched as one joined string</source>
        <translation>最简金标准槽位，拼接成一个字符串后匹配</translation>
    </message>
    <message>
        <source>Only gold triples whose subject and object are whole entities count</source>
        <translation>只计主语和宾语均为完整实体的金标准三元组</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open Gold...</source>
        <translation>打开金标准(&amp;O)...</translation>
    </message>
    <message>
        <source>Open a BenchIE gold annotation file</source>
        <translation>打开 BenchIE 金标准标注文件</translation>
    </message>
    <message>
        <source>&amp;Add System Output...</source>
        <translation>添加系统输出(&amp;A)...</translation>
    </message>
    <message>
        <source>Score the extractions of an OIE system against the gold</source>
        <translation>根据金标准评测 OIE 系统的抽取结果</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About OIE Studio</source>
        <translation>关于 OIE Studio(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>&amp;Facet:</source>
        <translation>评测维度(&amp;F)：</translation>
    </message>
    <message>
        <source>How extractions are matched against the gold</source>
        <translation>抽取结果与金标准的匹配方式</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Open Gold</source>
        <translation>打开金标准</translation>
    </message>
    <message>
        <source>BenchIE gold files (*.txt);;All files (*)</source>
        <translation>BenchIE 金标准文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation>请先打开金标准文件，再添加系统输出。</translation>
    </message>
    <message>
        <source>Add System Output</source>
        <translation>添加系统输出</translation>
    </message>
    <message>
        <source>BenchIE system outputs (*.txt);;All files (*)</source>
        <translation>BenchIE 系统输出 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>System name:</source>
        <translation>系统名称：</translation>
    </message>
    <message>
        <source>About OIE Studio</source>
        <translation>关于 OIE Studio</translation>
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
        <translation>问题 (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s)</source>
        <translation>
            <numerusform>%n 个句子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n synset(s)</source>
        <translation>
            <numerusform>%n 个同义集</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n system(s)</source>
        <translation>
            <numerusform>%n 个系统</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <extracomment>Status bar: &quot;12 sentences, 34 synsets, 2 systems&quot;</extracomment>
        <translation>%1，%2，%3</translation>
    </message>
    <message>
        <source>&lt;h3&gt;OIE Studio %1&lt;/h3&gt;&lt;p&gt;Scores Open Information Extraction systems against fact-based BenchIE gold annotations, under every BenchIE facet.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;OIE Studio %1&lt;/h3&gt;&lt;p&gt;依据基于事实的 BenchIE 金标准标注评测开放信息抽取系统，支持 BenchIE 的所有评测维度。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>标注(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Evaluate</source>
        <translation>评估(&amp;E)</translation>
    </message>
    <message>
        <source>The annotation workspace is not available yet.</source>
        <translation>标注工作区尚不可用。</translation>
    </message>
</context>
<context>
    <name>PosTagger</name>
    <message>
        <source>The POS tagger&apos;s model %1 cannot be read (%2). Install the Debian package liblingua-en-tagger-perl or set OIE_TAGGER_DIR; sentences stay untagged.</source>
        <translation>无法读取词性标注器模型 %1（%2）。请安装 Debian 软件包 liblingua-en-tagger-perl 或设置 OIE_TAGGER_DIR；句子将不带词性标注。</translation>
    </message>
    <message>
        <source>The POS tagger&apos;s model in %1 has no usable tables; sentences stay untagged.</source>
        <translation>%1 中的词性标注器模型没有可用的表；句子将不带词性标注。</translation>
    </message>
    <message>
        <source>The POS tagger&apos;s model is not loaded; sentences stay untagged.</source>
        <translation>词性标注器模型未加载；句子将不带词性标注。</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>Cannot create the recovery folder %1</source>
        <translation>无法创建恢复文件夹 %1</translation>
    </message>
    <message>
        <source>Cannot write the recovery file: the project could not be serialized</source>
        <translation>无法写入恢复文件：项目无法序列化</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Add a system output to see its scores</source>
        <translation>添加系统输出以查看其得分</translation>
    </message>
</context>
<context>
    <name>ScoreTableModel</name>
    <message numerus="yes">
        <source>%n extraction(s) of sentences outside the gold ignored</source>
        <translation>
            <numerusform>已忽略 %n 个金标准之外句子的抽取结果</numerusform>
        </translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Extractions</source>
        <translation>抽取数</translation>
    </message>
    <message>
        <source>TP</source>
        <extracomment>Column header: true positives (keep it short)</extracomment>
        <translation>TP</translation>
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
        <translation>从系统输出读取的抽取数</translation>
    </message>
    <message>
        <source>True positives: gold synsets covered by a correct extraction</source>
        <translation>真阳性：被正确抽取覆盖的金标准同义集</translation>
    </message>
    <message>
        <source>False positives: incorrect extractions</source>
        <translation>假阳性：错误的抽取</translation>
    </message>
    <message>
        <source>False negatives: gold synsets no extraction covers</source>
        <translation>假阴性：没有任何抽取覆盖的金标准同义集</translation>
    </message>
    <message>
        <source>Precision: TP / (TP + FP)</source>
        <translation>精确率：TP / (TP + FP)</translation>
    </message>
    <message>
        <source>Recall: TP / (TP + FN)</source>
        <translation>召回率：TP / (TP + FN)</translation>
    </message>
    <message>
        <source>F1: harmonic mean of precision and recall</source>
        <translation>F1：精确率与召回率的调和平均数</translation>
    </message>
</context>
<context>
    <name>ScoringSession</name>
    <message>
        <source>Cannot read the gold file %1: %2</source>
        <translation>无法读取金标准文件 %1：%2</translation>
    </message>
    <message>
        <source>system %1 dropped: %2</source>
        <translation>已移除系统 %1：%2</translation>
    </message>
    <message>
        <source>Open a gold file before adding system outputs.</source>
        <translation>请先打开金标准文件，再添加系统输出。</translation>
    </message>
    <message>
        <source>Cannot read the system output %1: %2</source>
        <translation>无法读取系统输出 %1：%2</translation>
    </message>
    <message>
        <source>the gold marks no triple as entity-clean: the entity facet scores nothing</source>
        <translation>金标准中没有标记为实体完整的三元组：实体维度不计任何分数</translation>
    </message>
</context>
<context>
    <name>SentenceBuckets</name>
    <message>
        <source>CoNLL-U dependencies</source>
        <translation>CoNLL-U 依存关系</translation>
    </message>
    <message>
        <source>POS tags</source>
        <translation>词性标注</translation>
    </message>
    <message>
        <source>universal POS tags</source>
        <translation>通用词性标注</translation>
    </message>
    <message>
        <source>English word lists</source>
        <translation>英语词表</translation>
    </message>
    <message>
        <source>unknown sentence property &apos;%1&apos; (expected %2)</source>
        <translation>未知的句子属性“%1”（应为 %2）</translation>
    </message>
    <message>
        <source>bins over &apos;%1&apos; need at least one edge</source>
        <translation>基于“%1”的分箱至少需要一个边界</translation>
    </message>
    <message>
        <source>the bin edges of &apos;%1&apos; must increase</source>
        <translation>“%1”的分箱边界必须递增</translation>
    </message>
    <message>
        <source>%1 bin edges need %2 labels</source>
        <translation>%1 个分箱边界需要 %2 个标签</translation>
    </message>
    <message>
        <source>sentence property &apos;%1&apos;</source>
        <translation>句子属性“%1”</translation>
    </message>
    <message>
        <source>%1 (%2 sentences)</source>
        <translation>%1（%2 个句子）</translation>
    </message>
    <message>
        <source>the project&apos;s tokens (not all space-separated)</source>
        <translation>项目的词元（并非全部以空格分隔）</translation>
    </message>
    <message>
        <source>the data&apos;s space-separated tokens</source>
        <translation>数据中以空格分隔的词元</translation>
    </message>
    <message>
        <source>bucket file %1</source>
        <translation>分组文件 %1</translation>
    </message>
    <message>
        <source>expected sent_id&lt;TAB&gt;bucket, found %1 field(s)</source>
        <translation>应为 sent_id&lt;TAB&gt;bucket，实际有 %1 个字段</translation>
    </message>
    <message>
        <source>sentence id &apos;%1&apos; is not in the gold; the line is ignored</source>
        <translation>句子编号“%1”不在金标中；该行被忽略</translation>
    </message>
    <message>
        <source>sentence &apos;%1&apos; was already put in a bucket on line %2; this line is ignored</source>
        <translation>句子“%1”已在第 %2 行分组；该行被忽略</translation>
    </message>
    <message>
        <source>%1 gold sentence(s) are in no bucket of this file</source>
        <translation>%1 个金标句子不属于该文件的任何分组</translation>
    </message>
</context>
<context>
    <name>SentenceListModel</name>
    <message numerus="yes">
        <source>%1: %2 (%n synset(s))</source>
        <extracomment>Sentence list entry: &quot;ID: sentence text (N synsets)&quot;</extracomment>
        <translation>
            <numerusform>%1：%2（%n 个同义集）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Scores Open Information Extraction systems against BenchIE gold.</source>
        <translation>根据 BenchIE 金标准评测开放信息抽取系统。</translation>
    </message>
    <message>
        <source>BenchIE gold annotation file to open.</source>
        <translation>要打开的 BenchIE 金标准标注文件。</translation>
    </message>
    <message>
        <source>Add a system output (NAME=FILE, or FILE). Repeatable.</source>
        <translation>添加系统输出（NAME=FILE，或仅 FILE）。可重复使用。</translation>
    </message>
    <message>
        <source>Facet to score under: %1.</source>
        <translation>评测维度：%1。</translation>
    </message>
    <message>
        <source>Save the window as PNG once shown, then exit.</source>
        <translation>窗口显示后将其保存为 PNG，然后退出。</translation>
    </message>
    <message>
        <source>Only one gold file can be opened.</source>
        <translation>只能打开一个金标准文件。</translation>
    </message>
    <message>
        <source>Unknown facet &apos;%1&apos; (expected one of: %2).</source>
        <translation>未知的评测维度“%1”（应为以下之一：%2）。</translation>
    </message>
    <message>
        <source>--system needs a gold file.</source>
        <translation>--system 需要一个金标准文件。</translation>
    </message>
    <message>
        <source>Could not load every input; no screenshot taken.</source>
        <translation>未能加载全部输入；未截图。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
</context>
</TS>
