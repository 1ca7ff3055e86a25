/**
 * The editors' words for the fields, in the admin's four languages (docs/editors.md#the-forms). A field's label is
 * looked up for its type first, then in the shared words; `hint` is the help text under the field. Pure data: the
 * server writes the English into the Content Manager's configuration, the admin panel registers all four.
 */
import { LOCALES } from '@portal/domain';

export const ADMIN_LOCALES = LOCALES.map((l) => l.admin);

/** One text in en, ko, zh-Hans, ja (the order of ADMIN_LOCALES). */
export type Text = readonly [en: string, ko: string, zh: string, ja: string];

export interface FieldText {
  label: Text;
  hint?: Text;
}

const PHONE_HINT: Text = [
  'Only if phones should read a shorter text; left empty, phones show the main text.',
  '휴대폰에 더 짧은 글을 보여줄 때만 입력합니다. 비워 두면 휴대폰에도 기본 글이 보입니다.',
  '仅当手机需要显示更短的文字时填写；留空则手机显示主文字。',
  'スマートフォンに短い文章を表示したい場合のみ入力します。空欄ならメインの文章が表示されます。',
];
const PHONE_PICTURE_HINT: Text = [
  'A tall picture for phones; left empty, phones show the main picture.',
  '휴대폰용 세로 사진입니다. 비워 두면 기본 사진이 보입니다.',
  '手机用的竖版图片；留空则显示主图片。',
  'スマートフォン用の縦長の画像です。空欄ならメイン画像が表示されます。',
];
const SYSTEM_HINT: Text = [
  'Kept by the portal; not editable.',
  '포털이 자동으로 관리합니다. 수정할 수 없습니다.',
  '由门户自动维护，不可编辑。',
  'ポータルが自動で管理します。編集できません。',
];
const ORDER_HINT: Text = [
  'Lower numbers come first.',
  '숫자가 작을수록 앞에 나옵니다.',
  '数字越小越靠前。',
  '数字が小さいほど前に表示されます。',
];
const FILM_HINT: Text = [
  'Address of the film (a file under /media/ or a full URL); leave empty for a picture only.',
  '영상 주소(/media/ 아래 파일 또는 전체 URL). 사진만 쓸 때는 비워 둡니다.',
  '视频地址（/media/ 下的文件或完整 URL）；仅用图片时留空。',
  '動画のアドレス（/media/ 以下のファイルまたは完全な URL）。画像のみの場合は空欄。',
];
const AUDIENCE_HINT: Text = [
  'Who may see it: everyone, members, business members or VIP partners.',
  '볼 수 있는 대상: 모두, 회원, 기업 회원 또는 VIP 파트너.',
  '可查看对象：所有人、会员、企业会员或 VIP 合作伙伴。',
  '閲覧できる人：全員、会員、法人会員、または VIP パートナー。',
];

const SHARE_PICTURE_HINT: Text = [
  'A landscape picture, best 1200 x 630 pixels, with the subject in the middle.',
  '가로 사진, 1200 x 630 픽셀이 가장 좋으며 주제를 가운데에 둡니다.',
  '横版图片，最好 1200 x 630 像素，主体居中。',
  '横長の画像。1200 x 630 ピクセルが最適で、被写体は中央に。',
];

/** Words shared by every type that has the field. */
export const SHARED_TEXTS: Record<string, FieldText> = {
  pk: { label: ['Reference number', '참조 번호', '编号', '参照番号'], hint: SYSTEM_HINT },
  viewCount: { label: ['Views', '조회수', '浏览次数', '閲覧数'], hint: SYSTEM_HINT },
  title: { label: ['Title', '제목', '标题', 'タイトル'] },
  name: { label: ['Name', '이름', '名称', '名前'] },
  content: { label: ['Text', '본문', '正文', '本文'] },
  description: { label: ['Short description', '짧은 설명', '简短说明', '短い説明'] },
  category: { label: ['Category', '분류', '分类', 'カテゴリー'] },
  imagePc: { label: ['Picture', '사진', '图片', '画像'] },
  imageMob: {
    label: ['Picture on phones (optional)', '휴대폰용 사진 (선택)', '手机图片（可选）', 'スマホ用画像（任意）'],
    hint: PHONE_PICTURE_HINT,
  },
  slides: { label: ['More pictures', '추가 사진', '更多图片', '追加の画像'] },
  movUrl: { label: ['Film', '영상', '视频', '動画'], hint: FILM_HINT },
  mediaType: {
    label: ['Shown as', '표시 방식', '展示方式', '表示方法'],
    hint: ['Picture, film or both.', '사진, 영상 또는 둘 다.', '图片、视频或两者。', '画像、動画、またはその両方。'],
  },
  viewTarget: { label: ['Who may see it', '공개 대상', '可见范围', '公開対象'], hint: AUDIENCE_HINT },
  sortOrder: { label: ['Order', '순서', '排序', '並び順'], hint: ORDER_HINT },
  seo: {
    label: ['Search and share', '검색 및 공유', '搜索与分享', '検索と共有'],
    hint: [
      'What search engines and a shared link show; empty fields use the title, the text and the picture.',
      '검색 엔진과 공유 링크에 보이는 내용입니다. 비워 두면 제목, 본문, 사진을 씁니다.',
      '搜索引擎和分享链接显示的内容；留空则使用标题、正文和图片。',
      '検索エンジンや共有リンクに表示される内容です。空欄ならタイトル、本文、画像を使います。',
    ],
  },
  event: {
    label: ['Show dates and place', '전시 일정 및 장소', '展会日期和地点', '会期と会場'],
    hint: [
      'When and where the show takes place; search engines show it as an event.',
      '전시가 열리는 때와 곳입니다. 검색 엔진에 행사로 표시됩니다.',
      '展会举办的时间和地点；搜索引擎会将其显示为活动。',
      '展示会の開催日時と場所です。検索エンジンにイベントとして表示されます。',
    ],
  },
  publishAt: {
    label: ['Publish at', '게시 예약', '定时发布', '公開予約'],
    hint: [
      'Save the draft with a time: it goes live then, in every language, within a minute.',
      '시간을 넣고 초안을 저장하면 그 시간에 모든 언어로 1분 안에 게시됩니다.',
      '填写时间并保存草稿：到时所有语言版本会在一分钟内发布。',
      '時刻を入れて下書きを保存すると、その時刻から 1 分以内に全言語で公開されます。',
    ],
  },
  unpublishAt: {
    label: ['Unpublish at', '게시 종료 예약', '定时下线', '公開終了予約'],
    hint: [
      'The time it leaves the site, in every language; after "Publish at" if both are set.',
      '모든 언어에서 사이트에서 내려가는 시간입니다. 게시 예약과 함께 쓰면 그 이후여야 합니다.',
      '所有语言版本从网站下线的时间；若同时设置，须晚于定时发布。',
      '全言語でサイトから外れる時刻です。公開予約と併用する場合はそれより後にします。',
    ],
  },
  url: { label: ['Link', '링크', '链接', 'リンク'] },
  siteLang: { label: ['Site language', '사이트 언어', '网站语言', 'サイト言語'] },
  member: { label: ['Member', '회원', '会员', '会員'] },
  user: { label: ['Member', '회원', '会员', '会員'] },
  productPk: { label: ['Product number', '제품 번호', '产品编号', '製品番号'] },
  startedAt: { label: ['Started', '시작', '开始', '開始'] },
  endedAt: { label: ['Ended', '종료', '结束', '終了'] },
  seconds: { label: ['Seconds', '초', '秒', '秒'] },
  expiresAt: { label: ['Expires', '만료', '过期', '有効期限'] },
  tokenHash: { label: ['Token (hashed)', '토큰(해시)', '令牌（哈希）', 'トークン（ハッシュ）'] },
  email: { label: ['E-mail', '이메일', '电子邮件', 'メール'] },
  code: { label: ['Code', '코드', '代码', 'コード'] },
  dueAt: { label: ['Due', '예정 시각', '预定时间', '予定時刻'] },
  reason: { label: ['Reason', '이유', '原因', '理由'] },
};

/** Words of one type's own fields (they override the shared ones). */
export const TYPE_TEXTS: Record<string, Record<string, FieldText>> = {
  'api::product.product': {
    model: { label: ['Product name', '제품명', '产品名称', '製品名'] },
    description: {
      label: ['Short description', '짧은 설명', '简短说明', '短い説明'],
      hint: [
        'One or two lines under the name on cards.',
        '카드에서 이름 아래 보이는 한두 줄.',
        '卡片上名称下方的一两行。',
        'カードで名前の下に表示される 1〜2 行。',
      ],
    },
    overviewPc: {
      label: ['Overview', '개요', '概述', '概要'],
      hint: [
        'Markdown: headings, lists, bold.',
        '마크다운: 제목, 목록, 굵게.',
        'Markdown：标题、列表、粗体。',
        'Markdown：見出し、リスト、太字。',
      ],
    },
    overviewMobile: {
      label: ['Overview on phones (optional)', '휴대폰용 개요 (선택)', '手机版概述（可选）', 'スマホ用概要（任意）'],
      hint: PHONE_HINT,
    },
    featuresPc: { label: ['Features', '특징', '特点', '特長'] },
    featuresMobile: {
      label: ['Features on phones (optional)', '휴대폰용 특징 (선택)', '手机版特点（可选）', 'スマホ用特長（任意）'],
      hint: PHONE_HINT,
    },
    mainImage: { label: ['Main picture', '대표 사진', '主图', 'メイン画像'] },
    thumbnails: { label: ['More pictures', '추가 사진', '更多图片', '追加の画像'] },
    related: { label: ['Related products', '관련 제품', '相关产品', '関連製品'] },
    techGalleryMenu: {
      label: ['Tech gallery room', '테크 갤러리 전시실', '技术展厅展区', 'テックギャラリーの展示室'],
      hint: [
        '1 to 3 places it in that room of the virtual showroom; 0 keeps it out.',
        '1~3이면 가상 쇼룸의 해당 전시실에 놓입니다. 0이면 빠집니다.',
        '1 至 3 表示放入虚拟展厅的对应展区；0 表示不放。',
        '1〜3 でバーチャルショールームのその展示室に置かれます。0 なら置かれません。',
      ],
    },
    techGalleryOrder: {
      label: ['Order in the tech gallery', '테크 갤러리 내 순서', '技术展厅中的顺序', 'テックギャラリー内の順序'],
      hint: ORDER_HINT,
    },
    pkCh: { label: ['Chinese site number', '중국 사이트 번호', '中文站编号', '中国サイト番号'], hint: SYSTEM_HINT },
  },
  'api::product-category.product-category': {
    isPublic: {
      label: ['Shown to visitors', '방문자에게 표시', '对访客显示', '訪問者に表示'],
      hint: ['Off: only members see it.', '끄면 회원에게만 보입니다.', '关闭：仅会员可见。', 'オフ：会員のみに表示。'],
    },
    parent: { label: ['Parent category', '상위 분류', '上级分类', '親カテゴリー'] },
    children: { label: ['Subcategories', '하위 분류', '子分类', 'サブカテゴリー'] },
  },
  'api::common-code.common-code': {
    parentPk: { label: ['Group number', '그룹 번호', '分组编号', 'グループ番号'] },
  },
  'api::exhibition.exhibition': {
    content: { label: ['Text', '본문', '正文', '本文'] },
  },
  'api::media-news.media-news': {
    contentPc: { label: ['Text', '본문', '正文', '本文'] },
    contentMob: {
      label: ['Text on phones (optional)', '휴대폰용 본문 (선택)', '手机版正文（可选）', 'スマホ用本文（任意）'],
      hint: PHONE_HINT,
    },
  },
  'api::key-visual.key-visual': {
    title: { label: ['Headline', '헤드라인', '标题', '見出し'] },
    content: { label: ['Subline', '보조 문구', '副标题', 'サブコピー'] },
    visualType: { label: ['Picture or film', '사진 또는 영상', '图片或视频', '画像または動画'] },
    linkPcUrl: { label: ['Link', '링크', '链接', 'リンク'] },
    linkPcTarget: { label: ['Link opens in', '링크 열기', '链接打开方式', 'リンクの開き方'] },
    linkMobUrl: {
      label: ['Link on phones (optional)', '휴대폰용 링크 (선택)', '手机链接（可选）', 'スマホ用リンク（任意）'],
      hint: [
        'Left empty, phones use the main link.',
        '비워 두면 기본 링크를 씁니다.',
        '留空则使用主链接。',
        '空欄ならメインのリンクを使います。',
      ],
    },
    linkMobTarget: { label: ['Phone link opens in', '휴대폰 링크 열기', '手机链接打开方式', 'スマホ用リンクの開き方'] },
  },
  'api::exhibition-site.exhibition-site': {
    title: { label: ['Title', '제목', '标题', 'タイトル'] },
  },
  'api::legal-text.legal-text': {
    kind: { label: ['Which text', '문서 종류', '文本类型', '文書の種類'] },
    body: { label: ['Text', '본문', '正文', '本文'] },
    announcedOn: { label: ['Announced on', '공고일', '公告日期', '告知日'] },
    effectiveOn: { label: ['In effect from', '시행일', '生效日期', '施行日'] },
  },
  'api::press-kit-link.press-kit-link': {
    item: { label: ['Press kit item', '보도 자료 항목', '媒体资料项目', 'プレスキット項目'] },
    url: {
      label: ['File or address', '파일 또는 주소', '文件或地址', 'ファイルまたはアドレス'],
      hint: [
        'Per language: the file each language offers.',
        '언어별로 제공할 파일입니다.',
        '按语言：各语言提供的文件。',
        '言語ごとに提供するファイルです。',
      ],
    },
  },
  'api::showroom-station.showroom-station': {
    station: { label: ['Station', '스테이션', '展位', 'ステーション'] },
    introVideo: { label: ['Intro film', '소개 영상', '介绍视频', '紹介動画'], hint: FILM_HINT },
    poster: { label: ['Poster picture', '포스터 이미지', '封面图片', 'ポスター画像'] },
    items: { label: ['Films', '영상 목록', '视频列表', '動画一覧'] },
  },
  'api::question-type.question-type': {},
  'api::country.country': {
    callingCode: { label: ['Calling code', '국가 번호', '国际区号', '国番号'] },
  },
  'api::meeting-platform.meeting-platform': {
    value: { label: ['Value', '값', '值', '値'] },
  },
  'api::manager.manager': {
    firstName: { label: ['First name', '이름', '名', '名'] },
    lastName: { label: ['Last name', '성', '姓', '姓'] },
    department: { label: ['Department', '부서', '部门', '部署'] },
    position: { label: ['Position', '직책', '职位', '役職'] },
    active: { label: ['Takes meetings', '미팅 담당', '负责会议', 'ミーティング担当'] },
  },
  'api::partner.partner': {
    globalName: {
      label: ['Short name (a-z, 0-9)', '약칭(영문 소문자·숫자)', '简称（小写英文和数字）', '略称（英小文字・数字）'],
      hint: [
        'Lowercase letters and digits, one per partner: what registration checks for duplicates.',
        '영문 소문자와 숫자, 파트너마다 하나: 가입 시 중복 확인에 쓰입니다.',
        '小写字母和数字，每个合作伙伴唯一：注册时用于查重。',
        '英小文字と数字、パートナーごとに一つ：登録時の重複確認に使います。',
      ],
    },
    localName: { label: ['Name (local)', '이름(현지어)', '名称（当地语言）', '名前（現地語）'] },
    englishName: {
      label: ['Name (English)', '이름(영문)', '名称（英文）', '名前（英語）'],
      hint: [
        'As pages in other languages show it, such as Hyundai Motor: they read "Hyundai Motor (현대자동차)". Empty: the local name alone.',
        '다른 언어 페이지에 표시되는 이름(예: Hyundai Motor). "Hyundai Motor (현대자동차)"처럼 표시됩니다. 비우면 현지어 이름만 표시됩니다.',
        '其他语言页面显示的名称，例如 Hyundai Motor，显示为“Hyundai Motor (현대자동차)”。留空则只显示当地语言名称。',
        '他の言語のページに表示する名前（例：Hyundai Motor）。「Hyundai Motor (현대자동차)」のように表示されます。空欄なら現地語の名前のみ。',
      ],
    },
    url: { label: ['Website', '웹사이트', '网站', 'ウェブサイト'] },
    domains: {
      label: ['E-mail domains', '이메일 도메인', '电子邮件域名', 'メールドメイン'],
      hint: [
        'Members signing up with these get this partner.',
        '이 도메인으로 가입한 회원이 이 파트너에 속합니다.',
        '使用这些域名注册的会员归属此合作伙伴。',
        'このドメインで登録した会員はこのパートナーに属します。',
      ],
    },
    approved: { label: ['Approved', '승인됨', '已批准', '承認済み'] },
  },
  'api::inquiry.inquiry': {
    questionTypeCode: { label: ['Question type', '문의 유형', '咨询类型', 'お問い合わせの種類'] },
    content: { label: ['Question', '문의 내용', '咨询内容', 'お問い合わせ内容'] },
    processStatus: { label: ['Status', '처리 상태', '处理状态', '対応状況'] },
    answerContent: { label: ['Answer', '답변', '回复', '回答'] },
    answerUrl: { label: ['Answer link', '답변 링크', '回复链接', '回答リンク'] },
    answeredAt: { label: ['Answered', '답변 일시', '回复时间', '回答日時'] },
    assigneeId: { label: ['Owner (staff user number)', '담당자 (직원 번호)', '负责人（工作人员编号）', '担当者（スタッフ番号）'] },
    assets: { label: ['Attachments', '첨부 파일', '附件', '添付ファイル'] },
  },
  'api::meeting.meeting': {
    meetingStatus: { label: ['Status', '상태', '状态', 'ステータス'] },
    lastUpdator: { label: ['Last changed by', '마지막 변경자', '最后修改方', '最終変更者'] },
    manager: { label: ['Manager', '담당자', '负责人', '担当者'] },
    meetingAt: { label: ['Meeting time', '미팅 일시', '会议时间', 'ミーティング日時'] },
    url: { label: ['Meeting link', '미팅 링크', '会议链接', 'ミーティングリンク'] },
    requestMeetingAt: { label: ['Requested time', '요청 일시', '申请时间', '希望日時'] },
    requestAnywhen: { label: ['Any time suits', '시간 무관', '任何时间均可', 'いつでも可'] },
    requestTimeZone: { label: ['Time zone', '시간대', '时区', 'タイムゾーン'] },
    requestPlatform: { label: ['Platform', '플랫폼', '平台', 'プラットフォーム'] },
    requesterJoin: { label: ['Requester joins', '요청자 참석', '申请人参加', '申込者が参加'] },
    requestDescription: { label: ['Request', '요청 내용', '申请内容', '依頼内容'] },
    productCategoryPk1: { label: ['Category number', '분류 번호', '分类编号', 'カテゴリー番号'] },
    productCategoryPk2: { label: ['Subcategory number', '하위 분류 번호', '子分类编号', 'サブカテゴリー番号'] },
    meetingUsers: { label: ['Participants', '참석자', '参会者', '参加者'] },
    changeReason: { label: ["Member's reason for a change", '회원 변경 사유', '会员变更原因', '会員の変更理由'] },
    changeReasonManager: { label: ["Manager's reason for a change", '담당자 변경 사유', '负责人变更原因', '担当者の変更理由'] },
    result: { label: ['Result', '결과', '结果', '結果'] },
    cancelReason: { label: ['Reason for cancelling', '취소 사유', '取消原因', 'キャンセル理由'] },
    confirmedAt: {
      label: ['Confirmed time', '확정된 일정', '已确认时间', '確定日時'],
      hint: SYSTEM_HINT,
    },
    invitationSequence: { label: ['Invitation version', '초대장 버전', '邀请版本', '招待状の版'], hint: SYSTEM_HINT },
    dayReminderAt: { label: ['Day reminder sent', '하루 전 알림 발송', '提前一天提醒已发送', '前日リマインダー送信'], hint: SYSTEM_HINT },
    hourReminderAt: {
      label: ['Hour reminder sent', '한 시간 전 알림 발송', '提前一小时提醒已发送', '1 時間前リマインダー送信'],
      hint: SYSTEM_HINT,
    },
  },
  'api::member-asset.member-asset': {
    uuid: { label: ['File key', '파일 키', '文件键', 'ファイルキー'] },
    mime: { label: ['File type', '파일 형식', '文件类型', 'ファイル形式'] },
    size: { label: ['Size (bytes)', '크기(바이트)', '大小（字节）', 'サイズ（バイト）'] },
    target: { label: ['Attached to', '첨부 대상', '附加于', '添付先'] },
    role: { label: ['From', '작성 측', '来源', '送信者'] },
    owner: { label: ['Member', '회원', '会员', '会員'] },
    inquiry: { label: ['Inquiry', '문의', '咨询', 'お問い合わせ'] },
  },
  'api::inquiry-note.inquiry-note': {
    inquiryId: { label: ['Inquiry number', '문의 번호', '咨询编号', 'お問い合わせ番号'] },
    kind: { label: ['Kind', '종류', '类型', '種類'] },
    authorId: { label: ['Author (staff user number)', '작성자 (직원 번호)', '作者（工作人员编号）', '作成者（スタッフ番号）'] },
    authorFirstName: { label: ['Author first name', '작성자 이름', '作者名', '作成者の名'] },
    authorLastName: { label: ['Author last name', '작성자 성', '作者姓', '作成者の姓'] },
  },
  'api::meeting-event.meeting-event': {
    meetingId: { label: ['Meeting number', '미팅 번호', '会议编号', 'ミーティング番号'] },
    action: { label: ['Action', '동작', '操作', '操作'] },
    actorType: { label: ['Done by', '수행자', '执行者', '実行者'] },
    actorId: { label: ['Member or staff user number', '회원 또는 직원 번호', '会员或工作人员编号', '会員またはスタッフ番号'] },
    actorFirstName: { label: ['Staff first name', '직원 이름', '工作人员名', 'スタッフの名'] },
    actorLastName: { label: ['Staff last name', '직원 성', '工作人员姓', 'スタッフの姓'] },
    fromStatus: { label: ['Status before', '이전 상태', '之前状态', '変更前の状態'] },
    toStatus: { label: ['Status after', '이후 상태', '之后状态', '変更後の状態'] },
    meetingAt: { label: ['Meeting time', '미팅 일시', '会议时间', 'ミーティング日時'] },
    detail: { label: ['Reason, result or link', '사유, 결과 또는 링크', '原因、结果或链接', '理由・結果・リンク'] },
  },
  'api::notification.notification': {
    memberId: { label: ['Member number', '회원 번호', '会员编号', '会員番号'] },
    type: { label: ['Kind', '종류', '类型', '種類'] },
    read: { label: ['Read', '읽음', '已读', '既読'] },
    meetingPk: { label: ['Meeting number', '미팅 번호', '会议编号', 'ミーティング番号'] },
    managerPk: { label: ['Manager number', '담당자 번호', '负责人编号', '担当者番号'] },
    startAt: { label: ['Meeting time', '미팅 일시', '会议时间', 'ミーティング日時'] },
    qnaPk: { label: ['Inquiry number', '문의 번호', '咨询编号', 'お問い合わせ番号'] },
  },
  'api::site-build.site-build': {
    state: { label: ['State', '상태', '状态', '状態'] },
    finishedAt: { label: ['Finished', '종료', '完成', '完了'] },
    pages: { label: ['Pages', '페이지 수', '页面数', 'ページ数'] },
    folder: { label: ['Folder', '폴더', '文件夹', 'フォルダー'] },
    builder: { label: ['Built by', '빌드 서버', '构建服务器', 'ビルドサーバー'] },
    leaseUntil: { label: ['Held until', '점유 만료', '占用至', '保持期限'] },
    attempts: { label: ['Attempts', '시도 횟수', '尝试次数', '試行回数'] },
    purgeDueAt: { label: ['CDN purge due', 'CDN 삭제 예정', 'CDN 清除预定', 'CDN パージ予定'] },
    purgeAttempts: { label: ['CDN purge attempts', 'CDN 삭제 시도 횟수', 'CDN 清除尝试次数', 'CDN パージ試行回数'] },
    purgedAt: { label: ['CDN purged', 'CDN 삭제 완료', 'CDN 已清除', 'CDN パージ完了'] },
    log: { label: ['Log', '로그', '日志', 'ログ'] },
  },
  'api::mail.outbox-mail': {
    template: { label: ['Mail', '메일 종류', '邮件类型', 'メールの種類'] },
    recipient: { label: ['To', '받는 사람', '收件人', '宛先'] },
    message: { label: ['Message', '메시지', '消息', 'メッセージ'] },
    mailStatus: { label: ['State', '상태', '状态', '状態'] },
    attempts: { label: ['Attempts', '시도 횟수', '尝试次数', '試行回数'] },
    sentAt: { label: ['Sent', '발송 일시', '发送时间', '送信日時'] },
    lastError: { label: ['Last error', '마지막 오류', '最后的错误', '最後のエラー'] },
  },
  'api::member.member-session': {
    lastSeenAt: { label: ['Last seen', '마지막 접속', '最后访问', '最終アクセス'] },
    revokedAt: { label: ['Signed out', '로그아웃', '已退出', 'サインアウト'] },
    signIn: { label: ['Signed in with', '로그인 방식', '登录方式', 'サインイン方法'] },
    endsAt: { label: ['Ends', '종료 예정', '结束于', '終了予定'] },
  },
  'api::member.member-token': {
    purpose: { label: ['Purpose', '용도', '用途', '用途'] },
    registrationType: { label: ['Registration type', '가입 유형', '注册类型', '登録の種類'] },
    partnerId: { label: ['Partner number', '파트너 번호', '合作伙伴编号', 'パートナー番号'] },
    usedAt: { label: ['Used', '사용 일시', '使用时间', '使用日時'] },
  },
  'api::member.rate-limit': {
    key: { label: ['Key', '키', '键', 'キー'] },
    hits: { label: ['Attempts', '시도 횟수', '尝试次数', '試行回数'] },
    resetAt: { label: ['Resets', '초기화 시각', '重置时间', 'リセット時刻'] },
  },
  'api::statistics.menu-visit': {
    type: { label: ['Menu', '메뉴', '菜单', 'メニュー'] },
  },
  'api::member-asset.upload-quota': {
    memberId: { label: ['Member number', '회원 번호', '会员编号', '会員番号'] },
    bytes: { label: ['Bytes held', '사용 중인 용량(바이트)', '占用（字节）', '使用中（バイト）'], hint: SYSTEM_HINT },
    changedAt: { label: ['Changed', '변경 일시', '更改时间', '変更日時'] },
  },
  'api::site-seo.site-seo': {
    siteName: { label: ['Site name', '사이트 이름', '网站名称', 'サイト名'] },
    description: {
      label: ['Description', '설명', '说明', '説明'],
      hint: [
        'What a page without its own description shows in search results and shared links (about 160 characters).',
        '자체 설명이 없는 페이지가 검색 결과와 공유 링크에 보여 주는 글입니다(약 160자).',
        '没有自己说明的页面在搜索结果和分享链接中显示的文字（约 160 字）。',
        '独自の説明がないページが検索結果や共有リンクで表示する文章です（約 160 文字）。',
      ],
    },
    shareImage: {
      label: ['Default share picture', '기본 공유 이미지', '默认分享图片', 'デフォルトの共有画像'],
      hint: SHARE_PICTURE_HINT,
    },
    organizationName: {
      label: ['Company name for search engines', '검색 엔진용 회사 이름', '搜索引擎显示的公司名称', '検索エンジン向けの会社名'],
    },
    twitterSite: { label: ['X (Twitter) account', 'X(트위터) 계정', 'X（Twitter）账号', 'X（Twitter）アカウント'] },
  },
  'api::statistics.product-view': {},
  'api::bookmark.bookmark': {},
};

/**
 * Words of the fields inside the parts (components) editors fill: the Content Manager labels them per part, not per
 * type, so one table serves every type that uses the part (a unit test checks every part field has its words).
 */
export const COMPONENT_TEXTS: Record<string, Record<string, FieldText>> = {
  'shared.seo': {
    metaTitle: {
      label: ['Title in search and share', '검색·공유 제목', '搜索与分享标题', '検索・共有のタイトル'],
      hint: [
        // The Content Manager shows the maximum length itself, just above.
        'Left empty, the title is used.',
        '비워 두면 제목을 씁니다.',
        '留空则使用标题。',
        '空欄ならタイトルを使います。',
      ],
    },
    metaDescription: {
      label: ['Description in search and share', '검색·공유 설명', '搜索与分享说明', '検索・共有の説明'],
      hint: [
        'Search engines show about 160 characters; left empty, the start of the text is used.',
        '검색 엔진에는 약 160자가 보입니다. 비워 두면 본문 앞부분을 씁니다.',
        '搜索引擎约显示 160 个字符；留空则使用正文开头。',
        '検索エンジンには約 160 文字が表示されます。空欄なら本文の冒頭を使います。',
      ],
    },
    shareImage: {
      label: ['Share picture', '공유 이미지', '分享图片', '共有画像'],
      hint: [
        'A landscape picture, best 1200 x 630 pixels; left empty, the main picture is used.',
        '가로 사진, 1200 x 630 픽셀 권장. 비워 두면 대표 사진을 씁니다.',
        '横版图片，最好 1200 x 630 像素；留空则使用主图。',
        '横長の画像。1200 x 630 ピクセルが最適。空欄ならメイン画像を使います。',
      ],
    },
    noIndex: {
      label: ['Hide from search engines', '검색 엔진에서 숨기기', '对搜索引擎隐藏', '検索エンジンから隠す'],
      hint: [
        'On: search engines leave this page out; visitors still see it.',
        '켜면 검색 엔진에 나오지 않습니다. 방문자에게는 그대로 보입니다.',
        '开启：搜索引擎不收录此页；访客仍可查看。',
        'オン：検索エンジンに表示されません。訪問者には表示されます。',
      ],
    },
  },
  'shared.event': {
    startsOn: { label: ['First day', '시작일', '开始日期', '開始日'] },
    endsOn: {
      label: ['Last day', '종료일', '结束日期', '終了日'],
      hint: ['Left empty for a one-day show.', '하루 행사면 비워 둡니다.', '单日展会留空。', '1 日だけの催しなら空欄。'],
    },
    venue: { label: ['Venue', '장소', '场馆', '会場'] },
    city: { label: ['City', '도시', '城市', '都市'] },
    country: {
      label: ['Country code', '국가 코드', '国家代码', '国コード'],
      hint: ['Two letters, such as US, KR, DE.', '두 글자, 예: US, KR, DE.', '两个字母，如 US、KR、DE。', '2 文字（例：US、KR、DE）。'],
    },
  },
  'showroom.video-item': {
    title: { label: ['Film title', '영상 제목', '视频标题', '動画タイトル'] },
    video: { label: ['Film', '영상', '视频', '動画'], hint: FILM_HINT },
    poster: {
      label: ['Poster picture', '포스터 이미지', '封面图片', 'ポスター画像'],
      hint: [
        'Address of the still shown before the film plays.',
        '영상 재생 전에 보이는 정지 이미지의 주소입니다.',
        '视频播放前显示的静态图片地址。',
        '動画の再生前に表示する静止画のアドレスです。',
      ],
    },
    captions: { label: ['Captions', '자막', '字幕', '字幕'] },
  },
  'showroom.caption': {
    start: { label: ['From (seconds)', '시작 (초)', '开始（秒）', '開始（秒）'] },
    end: { label: ['To (seconds)', '끝 (초)', '结束（秒）', '終了（秒）'] },
    text: { label: ['Caption text', '자막 내용', '字幕文字', '字幕テキスト'] },
  },
  'partner.domain': {
    domain: {
      label: ['E-mail domain', '이메일 도메인', '邮箱域名', 'メールドメイン'],
      hint: [
        'Such as example.com: staff with this address may register as the partner.',
        '예: example.com. 이 주소를 쓰는 직원이 파트너로 가입할 수 있습니다.',
        '如 example.com：使用该域名邮箱的员工可注册为该合作伙伴。',
        '例：example.com。このアドレスの社員がパートナーとして登録できます。',
      ],
    },
  },
};

/**
 * The types' names in the Content Manager's menu and titles, which it translates by the schema's display name
 * (a unit test checks that every type has one).
 */
export const TYPE_NAMES: Record<string, Text> = {
  Bookmark: ['Bookmark', '북마크', '收藏', 'ブックマーク'],
  'Common code': ['Common code', '공통 코드', '通用代码', '共通コード'],
  Country: ['Country', '국가', '国家', '国'],
  'Exhibition site': ['Exhibition site (Now)', '전시 현장 (Now)', '展会现场（Now）', '展示会場（Now）'],
  Exhibition: ['Exhibition', '전시', '展会', '展示会'],
  Inquiry: ['Inquiry', '문의', '咨询', 'お問い合わせ'],
  'Key visual (banner)': ['Banner', '배너', '横幅', 'バナー'],
  'Legal text': ['Legal text', '약관', '法律文本', '規約'],
  'Outbox mail': ['Outbox mail', '발송 대기 메일', '待发邮件', '送信待ちメール'],
  Manager: ['Manager', '담당자', '负责人', '担当者'],
  'Media news': ['Media news', '미디어 뉴스', '媒体新闻', 'メディアニュース'],
  'Meeting platform': ['Meeting platform', '미팅 플랫폼', '会议平台', 'ミーティングプラットフォーム'],
  Meeting: ['Meeting', '미팅', '会议', 'ミーティング'],
  'Inquiry attachment': ['Inquiry attachment', '문의 첨부 파일', '咨询附件', 'お問い合わせの添付'],
  'Inquiry note': ['Inquiry note', '문의 메모', '咨询备注', 'お問い合わせのメモ'],
  'Meeting event': ['Meeting history entry', '미팅 이력', '会议记录', 'ミーティングの履歴'],
  'Member session': ['Member session', '회원 세션', '会员会话', '会員セッション'],
  'Member token': ['Member token', '회원 토큰', '会员令牌', '会員トークン'],
  'Rate limit': ['Rate limit', '요청 제한', '请求限制', 'リクエスト制限'],
  'Search and share defaults': ['Search and share defaults', '검색 및 공유 기본값', '搜索与分享默认设置', '検索と共有の既定値'],
  'Upload quota': ['Upload quota', '업로드 한도', '上传配额', 'アップロード上限'],
  Notification: ['Notification', '알림', '通知', '通知'],
  Partner: ['Partner', '파트너', '合作伙伴', 'パートナー'],
  'Press kit link': ['Press kit link', '보도 자료 링크', '媒体资料链接', 'プレスキットのリンク'],
  'Product category': ['Product category', '제품 분류', '产品分类', '製品カテゴリー'],
  Product: ['Product', '제품', '产品', '製品'],
  'Question type': ['Question type', '문의 유형', '咨询类型', 'お問い合わせの種類'],
  'Showroom station': ['Showroom station', '쇼룸 스테이션', '展厅展位', 'ショールームのステーション'],
  'Site build': ['Site build', '사이트 빌드', '网站构建', 'サイトビルド'],
  'Menu visit': ['Menu visit', '메뉴 방문', '菜单访问', 'メニュー訪問'],
  'Product view': ['Product view', '제품 조회', '产品浏览', '製品閲覧'],
};

/** The words for one field of one type: its own, else the shared ones, else none. */
export const fieldText = (uid: string, field: string): FieldText | undefined => TYPE_TEXTS[uid]?.[field] ?? SHARED_TEXTS[field];

/** The translation id the Content Manager looks a field's label up by (edit and list views alike). */
export const labelId = (uid: string, field: string) => `content-manager.content-types.${uid}.${field}`;

/** The translation id the Content Manager looks a part's (component's) field label up by. */
export const componentLabelId = (component: string, field: string) => `content-manager.components.${component}.${field}`;

/** The translation id of a field's help text (the admin panel swaps the English hint for it). */
export const hintId = (uid: string, field: string) => `portal.forms.${uid}.${field}.hint`;

/**
 * The media library's focal point (its edit dialog: the crosshair button), by the upload plugin's message ids: the
 * site crops a picture around it on phones (docs/editors.md#upload-a-photo). Chinese had none of these.
 */
export const MEDIA_TEXTS: Record<string, Text> = {
  'upload.control-card.set-focal-point': [
    'Set the subject (phones crop around it)',
    '주제 위치 지정 (휴대폰은 이 주변을 표시)',
    '设置主体位置（手机围绕它裁切）',
    '被写体の位置を設定（スマートフォンはその周りを表示）',
  ],
  'upload.control-card.save-focal-point': ['Save the subject', '주제 위치 저장', '保存主体位置', '被写体の位置を保存'],
  'upload.control-card.stop-focal-point': ['Cancel', '취소', '取消', 'キャンセル'],
  'upload.control-card.reset-focal-point': ['Back to the centre', '가운데로 되돌리기', '恢复到中心', '中央に戻す'],
  'upload.modal.file-details.focal-point': [
    'Subject (focal point)',
    '주제 위치 (초점)',
    '主体位置（焦点）',
    '被写体の位置（フォーカルポイント）',
  ],
  'upload.asset-details.crop.focal-point': [
    'Subject (focal point)',
    '주제 위치 (초점)',
    '主体位置（焦点）',
    '被写体の位置（フォーカルポイント）',
  ],
};
