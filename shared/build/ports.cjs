// Development ports, one per deployable, so the split topology and each team's
// standalone dev server never collide. The one-port server uses PORT (8080).
module.exports = {
  shell: 9000,
  mf_auth: 9001,
  mf_admin: 9002,
  mf_teacher: 9003,
  mf_student: 9004,
  mf_retention: 9005,
  mf_calendar: 9006,
};
