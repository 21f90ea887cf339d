import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import styled from 'styled-components';
import type { ApiClient, Messages, StudentDocumentType, StudentRecord } from '@school/api';
import { Button, Dialog, EmptyState, FileInput, FileViewer, tokens } from '@school/ui';
import { useTexts, type Texts } from './intl';
import { documentsOf, isListSlot, type StudentDocument } from './studentLogic';
import { STUDENT_NOTICE_MS, useNotice } from './useNotice';
import { confirmed, useApiMutation } from './query';
import { ConfirmDelete } from './ConfirmDelete';
import { savedInto, STUDENT_CHANGES } from './studentCache';

interface StudentDocumentsProps {
  api: ApiClient;
  student: StudentRecord;
  /** Shows upload and delete controls. @default true */
  editable?: boolean;
  /** The read the record is shown from: uploads and deletes write their answer there. @default undefined */
  detailKey?: QueryKey;
  /** Heading text. @default the catalogue's documents (the reader's language) */
  title?: string;
}

const SLOTS: StudentDocumentType[] = ['BirthCertificate', 'GradeReport', 'NationalID', 'neccesseryDoc'];
/** A document slot's name in the reader's language. */
const slotLabel = ({ messages }: Pick<Texts<Messages>, 'messages'>, type: StudentDocumentType): string =>
  ({
    BirthCertificate: messages.birthCertificate,
    GradeReport: messages.gradeReports,
    NationalID: messages.nationalId,
    neccesseryDoc: messages.otherDocs,
  })[type];

/** A document's name in the reader's language: the slot's, numbered in the slots that take several files. */
export const documentLabel = (t: Pick<Texts<Messages>, 'messages' | 'fill'>, d: StudentDocument) =>
  isListSlot(d.type) ? t.fill(t.messages.documentName, { kind: slotLabel(t, d.type), index: d.index + 1 }) : slotLabel(t, d.type);

/**
 * A student's necessary documents (birth certificate, grade reports, national ID/passport, other
 * documents): upload, view in the FileViewer and delete after confirmation. Shared by the student
 * detail (editable) and the applicant detail's documents viewer.
 */
export function StudentDocuments({ api, student, editable = true, detailKey, title }: StudentDocumentsProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const notice = useNotice(STUDENT_NOTICE_MS);
  const [viewing, setViewing] = useState<StudentDocument | null>(null);
  const [deleting, setDeleting] = useState<StudentDocument | null>(null);
  const docs = documentsOf(student);
  const changes = { announce: notice, updates: savedInto(detailKey), invalidates: STUDENT_CHANGES };
  const upload = useApiMutation(
    ({ type, files }: { type: StudentDocumentType; files: File[] }) => api.students.documents.add(student._id, type, files),
    { ...changes, successText: messages.added },
  );
  const removal = useApiMutation((d: StudentDocument) => api.students.documents.remove(student._id, d.type, d.index), {
    ...changes,
    successText: messages.deleted,
  });
  const remove = async () => {
    if (deleting) await confirmed(removal, deleting);
  };

  return (
    <Section aria-labelledby="student-documents-heading">
      <h2 id="student-documents-heading">{title ?? messages.documents}</h2>
      {docs.length === 0 ? <EmptyState title={messages.noDocuments} /> : null}
      {SLOTS.map((type) => {
        const mine = docs.filter((d) => d.type === type);
        if (!editable && !mine.length) return null;
        return (
          <Slot key={type}>
            <h3>{slotLabel(t, type)}</h3>
            {mine.length ? (
              <ul>
                {mine.map((d) => (
                  <li key={`${d.type}-${d.index}`}>
                    <span>{documentLabel(t, d)}</span>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={fill(messages.viewDocument, { name: documentLabel(t, d) })}
                      onClick={() => setViewing(d)}
                    >
                      {messages.viewAction}
                    </Button>
                    {editable ? (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={fill(messages.deleteDocument, { name: documentLabel(t, d) })}
                        onClick={() => setDeleting(d)}
                      >
                        {messages.deleteAction}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {editable ? (
              <FileInput
                label={fill(messages.uploadDocument, { kind: slotLabel(t, type) })}
                accept={['.pdf', '.doc', '.docx', 'image/*']}
                multiple={isListSlot(type)}
                disabled={upload.isPending}
                onChange={({ files }) => void (files.length && upload.run({ type, files }))}
              />
            ) : null}
          </Slot>
        );
      })}
      <Dialog
        open={viewing !== null}
        onOpenChange={(o) => !o && setViewing(null)}
        title={viewing ? documentLabel(t, viewing) : ''}
        size="lg"
      >
        {viewing ? (
          <FileViewer url={api.fileUrl('students', viewing.name)} fileName={viewing.name} title={documentLabel(t, viewing)} />
        ) : null}
      </Dialog>
      <ConfirmDelete open={deleting !== null} onClose={() => setDeleting(null)} title={messages.deleteFileTitle} onConfirm={remove} />
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${tokens.space.md};
  h2 {
    margin: 0;
    font-size: ${tokens.font.sizeLg};
  }
`;
const Slot = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  h3 {
    margin: 0;
    font-size: ${tokens.font.sizeMd};
  }
  ul {
    display: grid;
    gap: ${tokens.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.sm};
  }
`;
