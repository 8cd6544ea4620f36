import formClasses from './forms.module.css';

/** The class names of forms.module.css, shared by every form island. */
export { formClasses };
