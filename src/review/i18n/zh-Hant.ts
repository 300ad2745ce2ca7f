/** Review and sign labels shared by SRM and QMS (SPEC 4 and 6), all under `review`. */
export default {
  review: {
    login: {
      language: '語言',
    },
    scope: {
      todo: '待辦',
      all: '全部',
    },
    list: {
      mine: '待您簽核',
    },
    state: {
      label: '審核狀態',
      underReview: '審核中',
      closedCase: '已結案',
      speciallyConcluded: '特殊結案',
      selfClosing: '自行結案',
      pendingSubmission: '待送簽',
    },
    sign: {
      '0': '簽核中',
      '1': '已結案',
      '2': '特殊結案',
      label: '簽核狀態',
    },
    problem: {
      label: '問題等級',
      serious: '嚴重',
      main: '主要',
      slight: '輕微',
    },
    role: {
      applicant: '申請人',
      auditor: '稽核人',
      approver: '核准人',
      reviewer: '審核人',
      jointReview: '會審成員',
      notification: '知會人員',
      qcLeader: 'QC 組長',
      qcResponsible: 'QC 負責人',
      productionConfirmer: '生管確認人',
      procurementConfirmer: '採購確認人',
      qaSupervisor: '品保主管',
      supervisorApproval: '主管核准',
      misManager: 'MIS 主管',
      responsibleEngineer: '負責工程師',
      business: '業務',
    },
    flow: {
      signedBy: '由 {{by}} 代 {{name}} 簽核',
      title: '簽核流程',
      done: '已簽核',
      current: '待簽核',
      waiting: '未到達',
      pass: '同意',
      return: '退回',
      special: '特殊結案',
    },
    field: {
      id: '單號',
      supplier: '供應商',
      factory: '廠別',
    },
    file: {
      download: '下載 {{name}}',
      downloadShort: '下載',
    },
    section: {
      files: '附件',
    },
  },
};
