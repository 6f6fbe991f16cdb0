/*
 * `@studydesk/shared/contracts/plain`: the contracts without their schemas, for the
 * browser. The endpoints' addresses, and the rules both sides share that are plain values.
 */
import { addressOf } from './address';
import type { Endpoint, endpoints as declared } from './endpoints';

export * from './activity-rules';
export * from './study-plan-rules';
export * from './people-import-rules';
export * from './review-sync-rules';

type Declared = typeof declared;

/** Each endpoint as `[method, path]`, which must be the declared ones (a group of them: the same, nested). */
type AddressesOf<T> = T extends Endpoint ? readonly [T['method'], T['path']] : { readonly [K in keyof T]: AddressesOf<T[K]> };
type Address = readonly [Endpoint['method'], string];
type AddressTree = Address | { readonly [name: string]: AddressTree };

function withoutSchemas(tree: AddressTree): unknown {
  if (Array.isArray(tree)) {
    const [method, path] = tree as Address;
    return addressOf(method, path);
  }
  return Object.freeze(Object.fromEntries(Object.entries(tree).map(([name, inner]) => [name, withoutSchemas(inner)])));
}

/** A domain's endpoints as `call` uses them: method and path, no schemas, typed as declared. */
function domain<D extends keyof Declared>(addresses: AddressesOf<Declared[D]>): Declared[D] {
  return withoutSchemas(addresses as AddressTree) as Declared[D];
}

/**
 * Every endpoint of the API as the browser calls it (docs/conventions.md#endpoints): the
 * method and path of each declared endpoint, typed as that declaration, so `call` types
 * the input and the answer from its schemas, and a path or method that differs from it,
 * or a declared endpoint left out, is a type error. The schemas themselves stay out: with
 * TypeBox they are about 21 KB of compressed script that a home screen would fetch and run
 * before its first call. The server registers its handlers against `endpoints` of
 * `@studydesk/shared/contracts`.
 */
export const endpoints = {
  absenceAlerts: domain<'absenceAlerts'>({
    atRisk: ['GET', '/v1/absence-alerts'],
    open: ['GET', '/v1/absence-alerts/open'],
    ofPlan: ['GET', '/v1/absence-alerts/plan/:id'],
    resolve: ['POST', '/v1/absence-alerts/:id/resolve'],
  }),
  activities: domain<'activities'>({
    saveAttendance: ['PATCH', '/v1/activity/attendance'],
    addComment: ['POST', '/v1/activity/comments'],
    allComments: ['POST', '/v1/activity/allcomments'],
    commentAudience: ['PATCH', '/v1/activity/comments/:commentId/audience'],
    createMany: ['POST', '/v1/activity/create-many'],
    complete: ['PATCH', '/v1/activity/complete'],
    copy: ['POST', '/v1/activity/copy'],
    get: ['GET', '/v1/activity/:id'],
    create: ['POST', '/v1/activity/create'],
    update: ['PATCH', '/v1/activity/update'],
    setOutcome: ['POST', '/v1/activity/:id/outcome'],
    delete: ['DELETE', '/v1/activity/task/:id'],
  }),
  auth: domain<'auth'>({
    loginForm: ['POST', '/v1/auth/login/form'],
    login: ['POST', '/v1/auth/login'],
    logout: ['GET', '/v1/auth/logout'],
    forgot: ['POST', '/v1/auth/forgot'],
    checkToken: ['GET', '/v1/auth/verify/token/:token'],
    setPassword: ['POST', '/v1/auth/verify/password'],
    resendInvitation: ['GET', '/v1/auth/verify/send/:id'],
    throttles: ['GET', '/v1/auth/throttles'],
    clearThrottle: ['DELETE', '/v1/auth/throttles/:key'],
  }),
  calendar: domain<'calendar'>({
    monthView: ['POST', '/v1/calendar/monthview'],
    agenda: ['POST', '/v1/calendar/agenda'],
    feedStatus: ['GET', '/v1/calendar/feed'],
    createFeed: ['POST', '/v1/calendar/feed'],
    deleteFeed: ['DELETE', '/v1/calendar/feed'],
    feed: ['GET', '/v1/calendar/feeds/:token'],
  }),
  dashboard: domain<'dashboard'>({
    dashboard: ['POST', '/v1/studyplan/dashboard'],
    reminders: ['POST', '/v1/studyplan/reminders'],
  }),
  dictionary: domain<'dictionary'>({
    dictionaryData: ['POST', '/v1/dictionary/dictionarydata'],
    dictionaryOf: ['GET', '/v1/dictionary/dictionarydata/:language'],
    languageList: ['GET', '/v1/dictionary/languagelist'],
    uniqueBaseConstants: ['POST', '/v1/dictionary/uniquebaseconstants'],
    translations: ['POST', '/v1/dictionary/translations'],
    saveTranslation: ['PUT', '/v1/dictionary/translations'],
    addLanguage: ['POST', '/v1/dictionary/languages'],
    progress: ['GET', '/v1/dictionary/progress'],
  }),
  graphs: domain<'graphs'>({
    teachingTimeGraph: ['GET', '/v1/activity/teachingtimegraph'],
    teachingTimeChart: ['POST', '/v1/activity/teachingtimechart'],
  }),
  health: domain<'health'>({
    get: ['GET', '/v1/health'],
  }),
  outbox: domain<'outbox'>({
    mails: ['POST', '/v1/outbox/mails'],
    retry: ['POST', '/v1/outbox/mails/:id/retry'],
  }),
  makeUpCredits: domain<'makeUpCredits'>({
    list: ['GET', '/v1/make-up-credits'],
  }),
  pay: domain<'pay'>({
    rates: ['GET', '/v1/pay/rates/:teacherId'],
    addRate: ['POST', '/v1/pay/rates'],
    deleteRate: ['DELETE', '/v1/pay/rates/:id'],
    open: ['GET', '/v1/pay/open/:teacherId'],
    close: ['POST', '/v1/pay/periods/close'],
    periods: ['GET', '/v1/pay/periods'],
    addAdjustment: ['POST', '/v1/pay/adjustments'],
    payslip: ['GET', '/v1/pay/payslips/:id'],
    payslipFile: ['GET', '/v1/pay/payslips/:id/:format'],
  }),
  people: domain<'people'>({
    picture: ['GET', '/uploads/:name'],
    updateUser: ['POST', '/v1/auth/update/users'],
    user: ['GET', '/v1/user/data/:id'],
    settings: ['PATCH', '/v1/user/settings'],
    activeStudentsGroups: ['GET', '/v1/user/activestudentsgroups'],
    register: ['POST', '/v1/auth/register'],
    list: ['POST', '/v1/auth/users'],
  }),
  progress: domain<'progress'>({
    createQuestion: ['POST', '/v1/progresstracking/:planId/questions'],
    updateQuestion: ['PATCH', '/v1/progresstracking/questions/:questionId'],
    deleteQuestion: ['DELETE', '/v1/progresstracking/questions/:questionId'],
    reorderQuestions: ['PUT', '/v1/progresstracking/:planId/questions/order'],
    own: ['GET', '/v1/progresstracking'],
    plan: ['GET', '/v1/progresstracking/:planId'],
    graph: ['POST', '/v1/progresstracking/graph'],
    submitAnswers: ['POST', '/v1/progresstracking/:planId'],
  }),
  reminders: domain<'reminders'>({
    getSchedule: ['GET', '/v1/sitesettings/reminders'],
    saveSchedule: ['PUT', '/v1/sitesettings/reminders'],
    preferences: ['GET', '/v1/mail-preferences'],
    savePreference: ['PUT', '/v1/mail-preferences'],
    optOutLink: ['GET', '/v1/mail-preferences/opt-out/:token'],
    optOut: ['POST', '/v1/mail-preferences/opt-out/:token'],
  }),
  retention: domain<'retention'>({
    unapprovedFlashcards: ['GET', '/v1/retention/studyplan/:id/flashcards/unapproved'],
    updateFlashcard: ['PUT', '/v1/retention/studyplan/:id/flashcards/:cardId'],
    regenerateFlashcard: ['PUT', '/v1/retention/studyplan/:id/flashcards/:cardId/regenerate'],
    approveFlashcard: ['PUT', '/v1/retention/studyplan/:id/flashcards/:cardId/approve'],
    deleteFlashcard: ['DELETE', '/v1/retention/studyplan/:id/flashcards/:cardId'],
    settings: ['GET', '/v1/retention/studyplan/:id/settings'],
    saveSettings: ['PUT', '/v1/retention/studyplan/:id/settings'],
    saveText: ['PATCH', '/v1/studyplan/retention-text'],
    documents: {
      quiz: ['POST', '/v1/retention/studyplan/:id/generate-quiz'],
      'reading-practice': ['POST', '/v1/retention/studyplan/:id/generate-reading-practice'],
      'lesson-summary': ['POST', '/v1/retention/studyplan/:id/generate-lesson-summary'],
    },
    answerKeys: {
      quiz: ['POST', '/v1/retention/studyplan/:id/generate-quiz-answers'],
      'reading-practice': ['POST', '/v1/retention/studyplan/:id/generate-reading-practice-answers'],
    },
    glossary: ['GET', '/v1/retention/glossary'],
    updateGlossaryEntry: ['PUT', '/v1/retention/glossary/:id'],
    deleteGlossaryEntry: ['DELETE', '/v1/retention/glossary/:id'],
    importGlossary: ['POST', '/v1/retention/glossary/import'],
    parseSentences: ['POST', '/v1/retention/parse-sentences'],
  }),
  review: domain<'review'>({
    queue: ['GET', '/v1/review/queue'],
    grade: ['POST', '/v1/review/cards/:cardId/grade'],
    sync: ['POST', '/v1/review/reviews'],
    forecast: ['POST', '/v1/review/forecast'],
  }),
  setup: domain<'setup'>({
    check: ['GET', '/v1/setup/:token'],
    complete: ['POST', '/v1/setup'],
    school: ['GET', '/v1/setup/school'],
  }),
  siteSettings: domain<'siteSettings'>({
    get: ['GET', '/v1/sitesettings/timezone'],
    save: ['POST', '/v1/sitesettings/timezone'],
    getPay: ['GET', '/v1/sitesettings/pay-policy'],
    savePay: ['PUT', '/v1/sitesettings/pay-policy'],
    getAbsenceRules: ['GET', '/v1/sitesettings/absence-rules'],
    saveAbsenceRules: ['PUT', '/v1/sitesettings/absence-rules'],
  }),
  studyPlans: domain<'studyPlans'>({
    list: ['POST', '/v1/studyplan/getall'],
    create: ['POST', '/v1/studyplan/create'],
    update: ['PATCH', '/v1/studyplan/update'],
    summary: ['POST', '/v1/studyplan/summary'],
    activityData: ['POST', '/v1/studyplan/getactivitydata'],
    speed: ['GET', '/v1/studyplan/speed/:id'],
  }),
  teachingTime: domain<'teachingTime'>({
    markPaid: ['POST', '/v1/teacherpayment/markpaid'],
    markSinglePaid: ['POST', '/v1/teacherpayment/marksinglepaid'],
    month: ['POST', '/v1/activity/teachingtimemonth'],
    download: ['POST', '/v1/activity/download/teachingtimemonth'],
    lessonHistory: ['POST', '/v1/activity/lessonhistory'],
  }),
  guardians: domain<'guardians'>({
    mine: ['GET', '/v1/guardian/students'],
    students: ['GET', '/v1/guardians/:guardianId/students'],
    link: ['POST', '/v1/guardians/:guardianId/students'],
    unlink: ['DELETE', '/v1/guardians/:guardianId/students/:studentId'],
  }),
  peopleImport: domain<'peopleImport'>({
    template: ['GET', '/v1/people-import/template'],
    preview: ['POST', '/v1/people-import/preview'],
    run: ['POST', '/v1/people-import'],
  }),
  privacy: domain<'privacy'>({
    requestExport: ['POST', '/v1/privacy/exports'],
    exportFile: ['GET', '/v1/privacy/exports/:id/file'],
    requestErasure: ['POST', '/v1/privacy/erasures'],
    personRequests: ['GET', '/v1/privacy/people/:id/requests'],
    list: ['POST', '/v1/privacy/requests'],
    approve: ['POST', '/v1/privacy/requests/:id/approve'],
    refuse: ['POST', '/v1/privacy/requests/:id/refuse'],
    audit: ['POST', '/v1/privacy/audit'],
    settings: ['GET', '/v1/privacy/settings'],
    updateSettings: ['PUT', '/v1/privacy/settings'],
    leavers: ['GET', '/v1/privacy/leavers'],
  }),
} satisfies { readonly [D in keyof Declared]: Declared[D] };
