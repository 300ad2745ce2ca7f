/** Review and sign labels shared by SRM and QMS (SPEC 4 and 6), all under `review`. */
export default {
  review: {
    login: {
      language: 'Language',
    },
    scope: {
      todo: 'To do',
      all: 'All',
    },
    list: {
      mine: 'Waiting for you',
    },
    state: {
      label: 'Review state',
      underReview: 'Under review',
      closedCase: 'Closed case',
      speciallyConcluded: 'Specially concluded',
      selfClosing: 'Self-closing case',
      pendingSubmission: 'Pending signature submission',
    },
    sign: {
      '0': 'Signing in progress',
      '1': 'Case closed',
      '2': 'Specially concluded',
      label: 'Sign state',
    },
    problem: {
      label: 'Problem class',
      serious: 'Serious',
      main: 'Main',
      slight: 'Slight',
    },
    role: {
      applicant: 'Applicant',
      auditor: 'Auditor',
      approver: 'Approver',
      reviewer: 'Reviewer',
      jointReview: 'Joint review member',
      notification: 'Notification personnel',
      qcLeader: 'QC team leader',
      qcResponsible: 'QC responsible person',
      productionConfirmer: 'Production management confirmer',
      procurementConfirmer: 'Procurement confirmer',
      qaSupervisor: 'Quality assurance supervisor',
      supervisorApproval: 'Supervisor approval',
      misManager: 'MIS manager',
      responsibleEngineer: 'Responsible engineer',
      business: 'Business',
    },
    flow: {
      signedBy: 'Signed by {{by}} on behalf of {{name}}',
      title: 'Sign flow',
      done: 'Signed',
      current: 'Waiting to sign',
      waiting: 'Not reached',
      pass: 'Approved',
      return: 'Returned',
      special: 'Specially concluded',
    },
    field: {
      id: 'Case no.',
      supplier: 'Supplier',
      factory: 'Factory',
    },
    file: {
      download: 'Download {{name}}',
      downloadShort: 'Download',
    },
    section: {
      files: 'Files',
    },
  },
};
