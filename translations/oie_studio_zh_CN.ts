<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnnotationWorkspace</name>
    <message>
        <source>Sentence number (%1)</source>
        <translation>句子编号（%1）</translation>
    </message>
    <message>
        <source>Find in sentences (%1)</source>
        <translation>在句子中查找（%1）</translation>
    </message>
    <message>
        <source> / %1</source>
        <translation> / %1</translation>
    </message>
    <message>
        <source>Open a gold, project or text file to annotate (File &gt; Open).</source>
        <translation>打开要标注的金标准、项目或文本文件（文件 &gt; 打开）。</translation>
    </message>
    <message>
        <source>sent_id %1: %2</source>
        <extracomment>Above the token chips: &quot;sent_id 12: the sentence text&quot;</extracomment>
        <translation>sent_id %1：%2</translation>
    </message>
    <message>
        <source>Editing triple %1 of synset %2</source>
        <translation>正在编辑同义集 %2 的三元组 %1</translation>
    </message>
    <message>
        <source>No sentence</source>
        <translation>没有句子</translation>
    </message>
    <message>
        <source>Sentence %1 / %2: %3, %4 (total: %5, %6)</source>
        <extracomment>Status bar: &quot;Sentence 2 / 300: 3 synsets, 7 triples (total: 1350 synsets, 9000 triples)&quot;</extracomment>
        <translation>句子 %1 / %2：%3，%4（总计：%5，%6）</translation>
    </message>
    <message numerus="yes">
        <source>%n synset(s)</source>
        <translation>
            <numerusform>%n 个同义集</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n triple(s)</source>
        <translation>
            <numerusform>%n 个三元组</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to Sentence</source>
        <translation>转到句子</translation>
    </message>
    <message>
        <source>Sentence (1 to %1):</source>
        <translation>句子（1 到 %1）：</translation>
    </message>
    <message>
        <source>Move Triple</source>
        <extracomment>Move a triple: synset number, or one past the last for a new synset</extracomment>
        <translation>移动三元组</translation>
    </message>
    <message>
        <source>To synset (1 to %1; %2 makes a new one):</source>
        <translation>移到同义集（1 到 %1；%2 表示新建）：</translation>
    </message>
    <message>
        <source>Fill %1</source>
        <extracomment>Edit menu: &quot;Fill Subject&quot;, the slot clicked tokens go to</extracomment>
        <translation>填充%1</translation>
    </message>
    <message>
        <source>Toggle &amp;Optional</source>
        <translation>切换可选(&amp;O)</translation>
    </message>
    <message>
        <source>Make the selected slot words one optional group [in brackets], or plain again</source>
        <translation>将所选词设为一个可选组［方括号］，或恢复为普通词</translation>
    </message>
    <message>
        <source>Move Word &amp;Left</source>
        <translation>词左移(&amp;L)</translation>
    </message>
    <message>
        <source>Move Word &amp;Right</source>
        <translation>词右移(&amp;R)</translation>
    </message>
    <message>
        <source>Remo&amp;ve Slot Words</source>
        <translation>移除槽位词(&amp;V)</translation>
    </message>
    <message>
        <source>Add a &amp;Word Not in the Sentence</source>
        <translation>添加句中没有的词(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Clear Triple</source>
        <translation>清空三元组(&amp;C)</translation>
    </message>
    <message>
        <source>Add to &amp;Active Synset</source>
        <translation>加入活动同义集(&amp;A)</translation>
    </message>
    <message>
        <source>Add to &amp;New Synset</source>
        <translation>加入新同义集(&amp;N)</translation>
    </message>
    <message>
        <source>Re&amp;place Edited Triple</source>
        <translation>替换所编辑的三元组(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Edit Triple</source>
        <translation>编辑三元组(&amp;E)</translation>
    </message>
    <message>
        <source>Load the selected triple back into the slots, then Replace</source>
        <translation>将所选三元组载回槽位，然后替换</translation>
    </message>
    <message>
        <source>D&amp;uplicate Triple</source>
        <translation>复制三元组(&amp;U)</translation>
    </message>
    <message>
        <source>Move Triple to &amp;Previous Synset</source>
        <translation>移到上一个同义集(&amp;P)</translation>
    </message>
    <message>
        <source>Move Triple to Ne&amp;xt Synset</source>
        <translation>移到下一个同义集(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Move Triple to Synset...</source>
        <translation>移动三元组到同义集(&amp;M)...</translation>
    </message>
    <message>
        <source>&amp;Delete Triple or Synset</source>
        <translation>删除三元组或同义集(&amp;D)</translation>
    </message>
    <message>
        <source>Toggle En&amp;tity-Clean</source>
        <translation>切换实体完整(&amp;T)</translation>
    </message>
    <message>
        <source>Go to the &amp;Tokens</source>
        <translation>转到词元(&amp;T)</translation>
    </message>
    <message>
        <source>Go to the S&amp;ynsets</source>
        <translation>转到同义集(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;First Sentence</source>
        <translation>第一句(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous Sentence</source>
        <translation>上一句(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Sentence</source>
        <translation>下一句(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Last Sentence</source>
        <translation>最后一句(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Go to Sentence...</source>
        <translation>转到句子(&amp;G)...</translation>
    </message>
    <message>
        <source>Next Sentence &amp;Without Synsets</source>
        <translation>下一个无同义集的句子(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Find in Sentences...</source>
        <translation>在句子中查找(&amp;F)...</translation>
    </message>
    <message>
        <source>Find N&amp;ext</source>
        <translation>查找下一个(&amp;E)</translation>
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
    <name>GoldEditor</name>
    <message>
        <source>Add triple to new synset %1</source>
        <translation>将三元组加入新同义集 %1</translation>
    </message>
    <message>
        <source>Add triple to synset %1</source>
        <translation>将三元组加入同义集 %1</translation>
    </message>
    <message>
        <source>Replace triple %1 of synset %2</source>
        <translation>替换同义集 %2 的三元组 %1</translation>
    </message>
    <message>
        <source>Duplicate triple %1 of synset %2</source>
        <translation>复制同义集 %2 的三元组 %1</translation>
    </message>
    <message>
        <source>Move triple from synset %1 to a new synset</source>
        <translation>将三元组从同义集 %1 移到新同义集</translation>
    </message>
    <message>
        <source>Move triple from synset %1 to synset %2</source>
        <translation>将三元组从同义集 %1 移到同义集 %2</translation>
    </message>
    <message>
        <source>Delete triple %1 of synset %2</source>
        <translation>删除同义集 %2 的三元组 %1</translation>
    </message>
    <message>
        <source>Delete synset %1</source>
        <translation>删除同义集 %1</translation>
    </message>
    <message>
        <source>Mark triple %1 of synset %2 entity-clean</source>
        <translation>将同义集 %2 的三元组 %1 标为实体完整</translation>
    </message>
    <message>
        <source>Mark triple %1 of synset %2 not entity-clean</source>
        <translation>将同义集 %2 的三元组 %1 标为非实体完整</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
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
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open a BenchIE gold annotation file or an OIE Studio project</source>
        <translation>打开 BenchIE 金标准标注文件或 OIE Studio 项目</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Navigate</source>
        <translation>导航(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>标注(&amp;A)</translation>
    </message>
    <message>
        <source>Eva&amp;luate</source>
        <translation>评估(&amp;L)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>BenchIE gold files and OIE Studio projects (*.txt *.oieproj);;All files (*)</source>
        <translation>BenchIE 金标准文件和 OIE Studio 项目 (*.txt *.oieproj);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1[*] - OIE Studio</source>
        <translation>%1[*] - OIE Studio</translation>
    </message>
    <message>
        <source>OIE Studio projects (*.oieproj);;All files (*)</source>
        <translation>OIE Studio 项目 (*.oieproj);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save Project</source>
        <translation>保存项目(&amp;S)</translation>
    </message>
    <message>
        <source>Save Project &amp;As...</source>
        <translation>项目另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Export BenchIE Gold...</source>
        <translation>导出 BenchIE 金标准(&amp;E)...</translation>
    </message>
    <message>
        <source>Export E&amp;ntity Gold...</source>
        <translation>导出实体金标准(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>%1 - unsaved changes</source>
        <translation>%1 - 有未保存的更改</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Save Project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>Export Entity Gold</source>
        <translation>导出实体金标准</translation>
    </message>
    <message>
        <source>Export BenchIE Gold</source>
        <translation>导出 BenchIE 金标准</translation>
    </message>
    <message>
        <source>The annotation has unsaved changes. Save them as a project?</source>
        <translation>标注有未保存的更改。是否保存为项目？</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <extracomment>Recent files menu entry: &quot;&amp;1 gold.txt&quot;</extracomment>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近的文件</translation>
    </message>
    <message>
        <source>an untitled document</source>
        <translation>未命名文档</translation>
    </message>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>OIE Studio was closed with unsaved changes to %1 (last copy %2). Restore them?</source>
        <translation>OIE Studio 关闭时 %1 有未保存的更改（最后副本 %2）。是否恢复？</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <source>%1 was changed on disk by someone else since it was opened.</source>
        <translation>%1 自打开后已被他人在磁盘上修改。</translation>
    </message>
    <message>
        <source>Overwrite it anyway?</source>
        <translation>仍要覆盖吗？</translation>
    </message>
</context>
<context>
    <name>PosColors</name>
    <message>
        <source>Verb</source>
        <translation>动词</translation>
    </message>
    <message>
        <source>Noun</source>
        <translation>名词</translation>
    </message>
    <message>
        <source>Proper noun</source>
        <translation>专有名词</translation>
    </message>
    <message>
        <source>Adjective</source>
        <translation>形容词</translation>
    </message>
    <message>
        <source>Adverb</source>
        <translation>副词</translation>
    </message>
    <message>
        <source>Pronoun</source>
        <translation>代词</translation>
    </message>
    <message>
        <source>Determiner</source>
        <translation>限定词</translation>
    </message>
    <message>
        <source>Preposition</source>
        <translation>介词</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数词</translation>
    </message>
    <message>
        <source>Conjunction</source>
        <translation>连词</translation>
    </message>
    <message>
        <source>Particle</source>
        <translation>小品词</translation>
    </message>
    <message>
        <source>Punctuation</source>
        <translation>标点</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Verbs and nouns</source>
        <translation>动词和名词</translation>
    </message>
    <message>
        <source>All parts of speech</source>
        <translation>所有词性</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
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
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Token &amp;colours:</source>
        <translation>词元颜色(&amp;C)：</translation>
    </message>
    <message>
        <source>Show part-of-speech &amp;labels</source>
        <translation>显示词性标签(&amp;L)</translation>
    </message>
    <message>
        <source>Show token &amp;indices</source>
        <translation>显示词元序号(&amp;I)</translation>
    </message>
    <message>
        <source>Sentence order</source>
        <translation>句子顺序</translation>
    </message>
    <message>
        <source>Click order</source>
        <translation>点击顺序</translation>
    </message>
    <message>
        <source>Slot &amp;words in:</source>
        <translation>槽位词顺序(&amp;W)：</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> 磅</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>字号(&amp;F)：</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>A new language applies when OIE Studio starts again.</source>
        <translation>新语言将在 OIE Studio 下次启动时生效。</translation>
    </message>
    <message>
        <source>&amp;Author of edits:</source>
        <translation>编辑作者(&amp;A)：</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>Only when the window loses focus</source>
        <translation>仅在窗口失去焦点时</translation>
    </message>
    <message>
        <source>How often unsaved changes are copied to a recovery file</source>
        <translation>未保存的更改复制到恢复文件的频率</translation>
    </message>
    <message>
        <source>Auto&amp;save every:</source>
        <translation>自动保存间隔(&amp;S)：</translation>
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
    <name>ShortcutsDialog</name>
    <message>
        <source>, </source>
        <extracomment>Separates two shortcuts of one action: &quot;Page Down, Alt+Right&quot;</extracomment>
        <translation>，</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>SlotEditor</name>
    <message>
        <source>Word not in the sentence (e.g. an inferred &quot;is&quot;), then Return</source>
        <translation>句中没有的词（如推断出的“is”），然后按回车</translation>
    </message>
    <message>
        <source>Add &amp;word:</source>
        <translation>添加词(&amp;W)：</translation>
    </message>
    <message>
        <source>The triple exactly as it will be written to the BenchIE gold file</source>
        <translation>三元组写入 BenchIE 金标准文件时的确切形式</translation>
    </message>
    <message>
        <source>Preview:</source>
        <translation>预览：</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>主语</translation>
    </message>
    <message>
        <source>Relation</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>宾语</translation>
    </message>
    <message>
        <source>A word that is not in the sentence</source>
        <translation>句中没有的词</translation>
    </message>
    <message>
        <source>Token %1, optional</source>
        <translation>词元 %1，可选</translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation>词元 %1</translation>
    </message>
    <message>
        <source>(empty: click tokens to fill the current slot)</source>
        <translation>（空：点击词元以填充当前槽位）</translation>
    </message>
</context>
<context>
    <name>SynsetTreeModel</name>
    <message numerus="yes">
        <source>Synset %1 (%n triple(s))</source>
        <extracomment>Synset tree row: &quot;Synset 1 (3 triples)&quot;; the active one is marked</extracomment>
        <translation>
            <numerusform>同义集 %1（%n 个三元组）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - active</source>
        <translation>%1 - 活动</translation>
    </message>
    <message>
        <source>A line that is not a triple: kept, never matched.</source>
        <translation>不是三元组的行：保留，但从不匹配。</translation>
    </message>
    <message>
        <source>Checked: entity-clean (subject and object are whole concepts).</source>
        <translation>勾选：实体完整（主语和宾语都是完整概念）。</translation>
    </message>
    <message>
        <source>Last changed by %1 on %2</source>
        <extracomment>Tool tip: &quot;Last changed by NAME on DATE&quot;</extracomment>
        <translation>最后由 %1 于 %2 修改</translation>
    </message>
</context>
<context>
    <name>TokenView</name>
    <message>
        <source>S</source>
        <translation>主</translation>
    </message>
    <message>
        <source>R</source>
        <translation>关</translation>
    </message>
    <message>
        <source>O</source>
        <translation>宾</translation>
    </message>
    <message>
        <source>Token %1: %2</source>
        <extracomment>Token chip tool tip: &quot;Token 3: served (VBD, Verb)&quot;</extracomment>
        <translation>词元 %1：%2</translation>
    </message>
    <message>
        <source>Token %1: %2 (%3, %4)</source>
        <translation>词元 %1：%2（%3，%4）</translation>
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
    <message>
        <source>Open the annotation workspace at sentence N (1-based).</source>
        <translation>在第 N 句打开标注工作区（从 1 开始）。</translation>
    </message>
    <message>
        <source>Use a dark palette (Fusion style).</source>
        <translation>使用深色调色板（Fusion 风格）。</translation>
    </message>
    <message>
        <source>--sentence needs a sentence number from 1 on, not &apos;%1&apos;.</source>
        <translation>--sentence 需要从 1 开始的句子编号，而不是“%1”。</translation>
    </message>
</context>
</TS>
