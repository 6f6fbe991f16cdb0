/**
 * With PostgreSQL the database is the operator's own server, which has its own tools;
 * only the pictures live in DATA_DIR. These say how to use them.
 */
export const POSTGRES_BACKUP_ADVICE = `DATABASE_URL is set: StudyDesk's data is in PostgreSQL, which npm run backup does not copy.
Back it up with PostgreSQL's own tool (custom format, restorable table by table), and the pictures with tar:

  pg_dump -Fc -f studydesk-$(date -u +%Y%m%d-%H%M%S).dump "$DATABASE_URL"
  tar -czf studydesk-uploads-$(date -u +%Y%m%d-%H%M%S).tar.gz -C "$DATA_DIR" uploads
`;

export const POSTGRES_RESTORE_ADVICE = `DATABASE_URL is set: StudyDesk's data is in PostgreSQL, which npm run restore does not write.
Stop the server, then restore the dump with PostgreSQL's own tool (it drops and recreates StudyDesk's tables), and the pictures with tar:

  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" studydesk-YYYYMMDD-HHMMSS.dump
  tar -xzf studydesk-uploads-YYYYMMDD-HHMMSS.tar.gz -C "$DATA_DIR"
`;
