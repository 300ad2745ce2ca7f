/** Review and sign labels shared by SRM and QMS (SPEC 4 and 6), all under `review`. */
export default {
  review: {
    login: {
      language: '语言',
    },
    scope: {
      todo: '待办',
      all: '全部',
    },
    list: {
      mine: '待您签核',
    },
    state: {
      label: '审核状态',
      underReview: '审核中',
      closedCase: '已结案',
      speciallyConcluded: '特殊结案',
      selfClosing: '自行结案',
      pendingSubmission: '待送签',
    },
    sign: {
      '0': '签核中',
      '1': '已结案',
      '2': '特殊结案',
      label: '签核状态',
    },
    problem: {
      label: '问题等级',
      serious: '严重',
      main: '主要',
      slight: '轻微',
    },
    role: {
      applicant: '申请人',
      auditor: '稽核人',
      approver: '核准人',
      reviewer: '审核人',
      jointReview: '会审成员',
      notification: '知会人员',
      qcLeader: 'QC 组长',
      qcResponsible: 'QC 负责人',
      productionConfirmer: '生管确认人',
      procurementConfirmer: '采购确认人',
      qaSupervisor: '品保主管',
      supervisorApproval: '主管核准',
      misManager: 'MIS 主管',
      responsibleEngineer: '负责工程师',
      business: '业务',
    },
    flow: {
      signedBy: '由 {{by}} 代 {{name}} 签核',
      title: '签核流程',
      done: '已签核',
      current: '待签核',
      waiting: '未到达',
      pass: '同意',
      return: '退回',
      special: '特殊结案',
    },
    field: {
      id: '单号',
      supplier: '供应商',
      factory: '厂别',
    },
    file: {
      download: '下载 {{name}}',
      downloadShort: '下载',
    },
    section: {
      files: '附件',
    },
  },
};
