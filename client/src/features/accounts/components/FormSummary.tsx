/**
 * The line above a form's button naming every blank field ("Fill in: Account, Password"), so the
 * person sees what is missing even when the fields themselves are scrolled away or under the
 * keyboard. Nothing while no field is blank.
 */
export function FormSummary({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <p className="form-summary" role="alert" data-testid={testId}>
      {text}
    </p>
  );
}
